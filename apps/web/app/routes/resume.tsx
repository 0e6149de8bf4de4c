// The résumé: identity, roles, skills and projects from content/, with education, certificates and
// languages from content/resume.ts. On screen it is one of the site's pages; printed (or saved as
// PDF from the print dialog) it is a plain one- or two-page document: app.css's print rules and
// the `print:` classes here drop the navbar, footer, dark backgrounds and animations, and print
// each link's address after it.
import { untranslated } from '@portfolio/content-model/translation';
import { about } from '@portfolio/content/about';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { resume } from '@portfolio/content/resume';
import { skills } from '@portfolio/content/skills';
import { fill } from '@portfolio/content-model/fill';
import { ValueInWords } from '../components/value-in-words.tsx';
import { profiles } from '@portfolio/content-model/profiles';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { pickContentAsset } from '../lib/content-asset.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { formatDate, formatPeriod } from '../lib/period.ts';
import { Words } from '../components/words.tsx';

const text = copy.resume;

// Only PDFs the owner put under content/assets/ are built; the one content/resume.ts names is used.
const pdfs = import.meta.glob<string>('../../../../content/assets/**/*.pdf', {
  eager: true,
  query: '?url',
  import: 'default',
});
const pdfUrl =
  resume.pdf === undefined
    ? undefined
    : pickContentAsset(
        Object.fromEntries(
          Object.entries(pdfs).map(([file, url]) => [file.replace(/^.*?\/content\//, ''), url]),
        ),
        resume.pdf,
      );

export const meta = () =>
  pageMeta({ title: text.title, description: fill(text.description), path: '/resume' });

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 print:mt-5">
      <h2
        id={id}
        className="border-b border-line pb-2 font-display text-xl font-semibold text-fg print:break-after-avoid print:border-neutral-400 print:pb-1 print:text-base print:text-black"
      >
        {heading}
      </h2>
      <div className="mt-4 space-y-5 print:mt-2 print:space-y-3">{children}</div>
    </section>
  );
}

const entry = 'break-inside-avoid';
const muted = 'text-muted print:text-neutral-700';
const link =
  'underline decoration-line underline-offset-4 hover:decoration-accent-to print:text-black print:no-underline';

export default function ResumeRoute() {
  const { education = [], certificates = [], languages = [] } = resume;
  return (
    <article className="resume mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36 print:max-w-none print:p-0 print:text-[10pt] print:leading-snug print:text-black">
      <header className="rounded-2xl border border-line bg-ink-850 p-6 print:rounded-none print:border-0 print:bg-transparent print:p-0">
        <h1 className="font-display text-4xl font-bold sm:text-5xl print:text-[22pt]">
          {identity.fullName}
        </h1>
        <p
          className="mt-2 text-lg text-accent-to print:mt-0 print:text-[12pt] print:text-black"
          {...untranslated(identity, 'role')}
        >
          {identity.role}
        </p>
        <h2 className="sr-only">{text.contactLabel}</h2>
        <ul className={`mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm print:mt-1 ${muted}`}>
          <li>
            {identity.location.city}, {identity.location.country}
          </li>
          <li>
            <a className={link} href={`mailto:${identity.email}`}>
              {identity.email}
            </a>
          </li>
          <li>
            <a className={link} data-print-address href={__SITE_URL__}>
              {__SITE_URL__.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </li>
          {profiles
            .filter((profile) => profile.newTab)
            .map((profile) => (
              <li key={profile.url}>
                <a className={link} data-print-address href={profile.url}>
                  {profile.name}
                </a>
              </li>
            ))}
        </ul>
        <div className="mt-5 print:hidden">
          {pdfUrl === undefined ? (
            <p className={`text-sm ${muted}`}>{text.saveAsPdf}</p>
          ) : (
            <a
              href={pdfUrl}
              download
              className="bg-gradient-accent inline-flex items-center rounded-full px-5 py-2.5 font-semibold text-ink-950"
            >
              <Words of={text} name="download" />
            </a>
          )}
        </div>
      </header>

      <Section id="resume-summary" heading={text.summary}>
        <p className={muted} {...untranslated(identity, 'intro')}>
          {identity.intro}
        </p>
      </Section>

      <Section id="resume-experience" heading={text.experience}>
        {about.experiences.map((role) => (
          <div key={`${role.company}-${role.title}`} className={entry}>
            <h3 className="font-semibold text-fg print:text-black">
              {role.title} · {role.company}
            </h3>
            <p className={`text-sm ${muted}`}>
              {formatPeriod(role)} · {role.location}
            </p>
            <p className={`mt-1 ${muted}`} {...untranslated(role, 'description')}>
              {role.description}
            </p>
            <ul className={`mt-1 list-disc ps-5 ${muted}`}>
              {role.achievements.map((achievement, index) => (
                // The item keeps the list's direction, so its bullet stays beside it on a
                // right-to-left page; only words left in the default language are marked so.
                <li key={achievement}>
                  <span {...untranslated(role.achievements, index)}>{achievement}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>

      <Section id="resume-skills" heading={text.skills}>
        <p className={muted}>{skills.map((skill) => skill.name).join(' · ')}</p>
      </Section>

      <Section id="resume-projects" heading={text.projects}>
        {projects.map((project) => (
          <div key={project.title} className={entry}>
            <h3
              className="font-semibold text-fg print:text-black"
              {...untranslated(project, 'title')}
            >
              <a className={link} data-print-address href={project.liveLink}>
                {project.title}
              </a>
            </h3>
            <p className={muted} {...untranslated(project, 'description')}>
              {project.description}
            </p>
          </div>
        ))}
      </Section>

      {education.length > 0 ? (
        <Section id="resume-education" heading={text.education}>
          {education.map((place) => (
            <div key={`${place.institution}-${place.studyType}`} className={entry}>
              <h3 className="font-semibold text-fg print:text-black">
                <span {...untranslated(place, 'studyType')}>{place.studyType}</span>,{' '}
                <span {...untranslated(place, 'area')}>{place.area}</span>
              </h3>
              <p className={muted}>
                <span {...untranslated(place, 'institution')}>{place.institution}</span> ·{' '}
                {formatPeriod(place)}
              </p>
            </div>
          ))}
        </Section>
      ) : null}

      {certificates.length > 0 ? (
        <Section id="resume-certificates" heading={text.certificates}>
          <ul className={`space-y-1 ${muted}`}>
            {certificates.map((certificate) => (
              <li key={certificate.name} className={entry}>
                <span
                  className="font-semibold text-fg print:text-black"
                  {...untranslated(certificate, 'name')}
                >
                  {certificate.name}
                </span>
                {' · '}
                {certificate.date === undefined ? (
                  <span {...untranslated(certificate, 'issuer')}>{certificate.issuer}</span>
                ) : (
                  // The issuer inside the page's own words ("Issued by {issuer}, {date}"), marked
                  // with its own language where the translation left it as the owner wrote it.
                  <ValueInWords
                    template={text.issued}
                    name="issuer"
                    value={certificate.issuer}
                    marks={untranslated(certificate, 'issuer')}
                    values={{ date: formatDate(certificate.date) }}
                  />
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {languages.length > 0 ? (
        <Section id="resume-languages" heading={text.languages}>
          <p className={muted}>
            {languages.map((spoken, index) => (
              <Fragment key={spoken.language}>
                {index === 0 ? null : ' · '}
                <span {...untranslated(spoken, 'language')}>{spoken.language}</span> (
                <span {...untranslated(spoken, 'fluency')}>{spoken.fluency}</span>)
              </Fragment>
            ))}
          </p>
        </Section>
      ) : null}
    </article>
  );
}
