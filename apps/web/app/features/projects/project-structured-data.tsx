import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';

/** What the page knows of its project. */
interface ProjectFacts {
  title: string;
  description: string;
  tags: string[];
  liveLink: string;
  path: string;
  /** Where the translation left the description in the default language. */
  languages?: { description: { lang?: string | undefined } };
}
import { urlUnder } from '../../lib/url-under.ts';
import { JsonLd } from '../../components/json-ld.tsx';

/** schema.org `CreativeWork` for a project page, by the owner (`Person`), as search engines read it. */
export function projectStructuredData(
  project: ProjectFacts,
  image: string,
): Record<string, unknown> {
  const site = urlUnder(__SITE_URL__, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    url: urlUnder(__SITE_URL__, project.path),
    image: new URL(image, site).href,
    keywords: project.tags.join(', '),
    sameAs: project.liveLink,
    inLanguage: project.languages?.description.lang ?? copy.language,
    author: { '@type': 'Person', name: identity.fullName, url: site },
  };
}

export function ProjectStructuredData({
  project,
  image,
}: {
  project: ProjectFacts;
  image: string;
}) {
  return <JsonLd data={projectStructuredData(project, image)} />;
}
