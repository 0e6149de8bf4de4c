import { about } from '@portfolio/content/about';
import { SectionHeading } from './section-heading.tsx';

export function ServicesSection() {
  return (
    <section aria-labelledby="about-services" className="mx-auto max-w-6xl">
      <SectionHeading id="about-services" eyebrow="Services" title="What I Do" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {about.services.map((service) => {
          const Icon = service.icon;
          return (
            <li
              key={service.title}
              className="rounded-2xl border border-line bg-ink-850 p-6 transition-[border-color,transform] hover:-translate-y-1 hover:border-accent-from/40"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-accent-from/10 text-accent-from">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-display text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 text-muted">{service.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
