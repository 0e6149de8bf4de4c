import { about } from '@portfolio/content/about';
import { Reveal } from '../../components/reveal.tsx';
import { aboutRevealOptions } from './about-reveal-options.ts';
import { SectionHeading } from './section-heading.tsx';

export function StatsSection() {
  return (
    <section aria-labelledby="about-stats" className="mx-auto max-w-6xl">
      <Reveal options={aboutRevealOptions}>
        <SectionHeading id="about-stats" eyebrow="In numbers" title="Achievements & Stats" />
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {about.stats.map((stat) => {
            const Icon = stat.icon;
            return (
              <li
                key={stat.title}
                className="rounded-2xl border border-line bg-ink-850 p-6 text-center"
              >
                <Icon aria-hidden="true" className="mx-auto size-7 text-accent-from" />
                <p className="text-gradient mt-3 font-display text-4xl font-bold">{stat.value}</p>
                <h3 className="mt-1 font-semibold text-fg">{stat.title}</h3>
                <p className="mt-2 text-sm text-muted">{stat.description}</p>
              </li>
            );
          })}
        </ul>
      </Reveal>
    </section>
  );
}
