import { untranslated } from '@portfolio/content-model/translation';
import { about } from '@portfolio/content/about';
import { Reveal } from '../../components/reveal.tsx';
import { aboutRevealOptions } from './about-reveal-options.ts';
import { SectionHeading } from './section-heading.tsx';
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { ContentIcon } from '../../components/content-icon.tsx';
import { Words } from '../../components/words.tsx';

export function StatsSection() {
  return (
    <section aria-labelledby="about-stats" className="mx-auto max-w-6xl">
      <Reveal options={aboutRevealOptions}>
        <SectionHeading
          id="about-stats"
          eyebrow={
            <Words of={copy.about.stats} name="eyebrow">
              {fill(copy.about.stats.eyebrow)}
            </Words>
          }
          title={
            <Words of={copy.about.stats} name="heading">
              {fill(copy.about.stats.heading)}
            </Words>
          }
        />
        <ul className="flex flex-wrap justify-center gap-4">
          {about.stats.map((stat) => {
            return (
              <li
                key={stat.title}
                className="basis-full rounded-2xl border border-line bg-ink-850 p-6 text-center min-[420px]:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-3rem)/4)]"
              >
                <ContentIcon name={stat.icon} className="mx-auto size-7 text-accent-from" />
                <p
                  className="text-gradient mt-3 font-display text-4xl font-bold"
                  {...untranslated(stat, 'value')}
                >
                  {stat.value}
                </p>
                <h3 className="mt-1 font-semibold text-fg" {...untranslated(stat, 'title')}>
                  {stat.title}
                </h3>
                <p className="mt-2 text-sm text-muted" {...untranslated(stat, 'description')}>
                  {stat.description}
                </p>
              </li>
            );
          })}
        </ul>
      </Reveal>
    </section>
  );
}
