// The résumé in the JSON Resume schema (jsonresume.org, schema v1), from the same content the
// /resume page shows, so an owner can use JSON Resume's themes and tools on it. Served as
// /resume.json (routes/resume-json.ts).
import { about } from '@portfolio/content/about';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { resume } from '@portfolio/content/resume';
import { skills } from '@portfolio/content/skills';
import { profiles } from '@portfolio/content-model/profiles';
import { urlUnder } from './url-under.ts';

/** The published schema this file follows, named in its `$schema`. */
export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Leaves out the keys whose value is undefined, which JSON would drop anyway. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined),
  ) as Partial<T>;
}

export function jsonResume(siteUrl: string) {
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: identity.fullName,
      label: identity.role,
      email: identity.email,
      url: urlUnder(siteUrl, '/'),
      summary: identity.intro,
      location: { city: identity.location.city, region: identity.location.country },
      profiles: profiles
        .filter((profile) => profile.network !== 'email')
        .map((profile) => ({ network: profile.name, url: profile.url })),
    },
    work: about.experiences.map((role) =>
      defined({
        name: role.company,
        position: role.title,
        location: role.location,
        url: role.websiteUrl,
        startDate: role.startDate,
        endDate: role.endDate,
        summary: role.description,
        highlights: role.achievements,
      }),
    ),
    education: (resume.education ?? []).map((place) =>
      defined({
        institution: place.institution,
        area: place.area,
        studyType: place.studyType,
        url: place.url,
        startDate: place.startDate,
        endDate: place.endDate,
      }),
    ),
    certificates: (resume.certificates ?? []).map((certificate) =>
      defined({
        name: certificate.name,
        issuer: certificate.issuer,
        date: certificate.date,
        url: certificate.url,
      }),
    ),
    skills: skills.map((skill) => ({ name: skill.name })),
    languages: (resume.languages ?? []).map(({ language, fluency }) => ({ language, fluency })),
    projects: projects.map((project) =>
      defined({
        name: project.title,
        description: project.description,
        url: project.liveLink,
        keywords: project.tags,
      }),
    ),
    meta: { canonical: urlUnder(siteUrl, '/resume.json') },
  };
}
