import type { MetaDescriptor } from 'react-router';
import { identity } from '@portfolio/content/identity';

/** Title, description and canonical URL for one route; the site URL comes from SITE_URL at build time. */
export function pageMeta({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  const fullTitle =
    path === '/' ? `${identity.fullName} — ${identity.role}` : `${title} | ${identity.fullName}`;
  const url = new URL(path, __SITE_URL__).href;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
  ];
}
