import { untranslated } from '@portfolio/content-model/translation';
import { about } from '@portfolio/content/about';
import { HiArrowTopRightOnSquare, HiOutlineCalendar, HiOutlineMapPin } from 'react-icons/hi2';
import { Reveal } from '../../components/reveal.tsx';
import { aboutRevealOptions } from './about-reveal-options.ts';
import { SectionHeading } from './section-heading.tsx';
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { ContentIcon } from '../../components/content-icon.tsx';
import { formatPeriod } from '../../lib/period.ts';
import { Words } from '../../components/words.tsx';

export function ExperienceSection() {
  return (
    <section aria-labelledby="about-experience" className="mx-auto max-w-4xl">
      <Reveal options={aboutRevealOptions}>
        <SectionHeading
          id="about-experience"
          eyebrow={
            <Words of={copy.about.experience} name="eyebrow">
              {fill(copy.about.experience.eyebrow)}
            </Words>
          }
          title={
            <Words of={copy.about.experience} name="heading">
              {fill(copy.about.experience.heading)}
            </Words>
          }
        />
        <ol className="relative space-y-8 border-s border-line ps-8 sm:ps-10">
          {about.experiences.map((role) => {
            return (
              <li key={`${role.title}-${role.company}`} className="relative">
                <span
                  aria-hidden="true"
                  className="bg-gradient-accent absolute -start-[3.05rem] top-1 grid size-9 place-items-center rounded-full text-ink-950 sm:-start-[3.55rem]"
                >
                  <ContentIcon name={role.icon} className="size-5" />
                </span>
                <article className="rounded-2xl border border-line bg-ink-850 p-6">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h3
                        className="font-display text-xl font-semibold"
                        {...untranslated(role, 'title')}
                      >
                        {role.title}
                      </h3>
                      <p className="mt-1 font-medium text-fg" {...untranslated(role, 'company')}>
                        {role.company}
                      </p>
                    </div>
                    <span
                      className="rounded-full border border-accent-to/30 bg-accent-to/10 px-3 py-1 text-xs font-semibold text-accent-to"
                      {...untranslated(role, 'type')}
                    >
                      {role.type}
                    </span>
                  </div>
                  <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                    <span className="inline-flex items-center gap-1.5">
                      <HiOutlineCalendar aria-hidden="true" className="size-4" />
                      {formatPeriod(role)}
                    </span>
                    <span
                      className="inline-flex items-center gap-1.5"
                      {...untranslated(role, 'location')}
                    >
                      <HiOutlineMapPin aria-hidden="true" className="size-4" />
                      {role.location}
                    </span>
                  </p>
                  <p className="mt-4 text-muted" {...untranslated(role, 'description')}>
                    {role.description}
                  </p>
                  <ul className="mt-4 space-y-2">
                    {role.achievements.map((achievement, index) => (
                      // The item keeps the page's direction, so its bullet leads it on a
                      // right-to-left page too; only words left in the default language are
                      // marked as that language.
                      <li key={achievement} className="flex gap-3 text-fg">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-to"
                        />
                        <span {...untranslated(role.achievements, index)}>{achievement}</span>
                      </li>
                    ))}
                  </ul>
                  {role.websiteUrl ? (
                    <a
                      href={role.websiteUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-to underline-offset-4 hover:underline"
                    >
                      <Words of={copy.about.experience} name="visitWebsite" />
                      <HiArrowTopRightOnSquare aria-hidden="true" className="size-4" />
                      <span className="sr-only">{` ${role.company} ${copy.opensInNewTab}`}</span>
                    </a>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ol>
      </Reveal>
    </section>
  );
}
