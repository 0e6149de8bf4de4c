import { untranslated } from '@portfolio/content-model/translation';
import { about } from '@portfolio/content/about';
import { SectionHeading } from './section-heading.tsx';
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { ContentIcon } from '../../components/content-icon.tsx';
import { Words } from '../../components/words.tsx';

export function ServicesSection() {
  return (
    <section aria-labelledby="about-services" className="mx-auto max-w-6xl">
      <SectionHeading
        id="about-services"
        eyebrow={
          <Words of={copy.about.services} name="eyebrow">
            {fill(copy.about.services.eyebrow)}
          </Words>
        }
        title={
          <Words of={copy.about.services} name="heading">
            {fill(copy.about.services.heading)}
          </Words>
        }
      />
      <ul className="flex flex-wrap justify-center gap-4">
        {about.services.map((service) => {
          return (
            <li
              key={service.title}
              className="basis-full rounded-2xl border border-line bg-ink-850 p-6 transition-[border-color,transform] sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)] hover:-translate-y-1 hover:border-accent-from/40"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-accent-from/10 text-accent-from">
                <ContentIcon name={service.icon} className="size-6" />
              </span>
              <h3
                className="mt-4 font-display text-lg font-semibold"
                {...untranslated(service, 'title')}
              >
                {service.title}
              </h3>
              <p className="mt-2 text-muted" {...untranslated(service, 'description')}>
                {service.description}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
