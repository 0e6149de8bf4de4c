import type { MetaDescriptor } from 'react-router';
import { identity } from '@portfolio/content/identity';
import { ogImage } from './og-image.ts';
import { openGraphLocale } from './page-language.ts';
import { urlUnder } from './url-under.ts';
import { copy } from '@portfolio/content/copy';

/**
 * Title, description, canonical URL and sharing cards (Open Graph, Twitter) for one route. The
 * site URL comes from SITE_URL at build time, so canonical and card URLs are absolute.
 */
export function pageMeta({
  title,
  description,
  path,
  image = { path: ogImage.path, alt: ogImage.alt },
  type = 'website',
}: {
  title: string;
  description: string;
  path: string;
  /** The sharing card, when the page has its own (a project's). */
  image?: { path: string; alt: string };
  /** Open Graph's kind of page: a post is an article. */
  type?: 'website' | 'article';
}): MetaDescriptor[] {
  const fullTitle =
    path === '/' ? `${identity.fullName} — ${identity.role}` : `${title} | ${identity.fullName}`;
  const url = urlUnder(__SITE_URL__, path);
  const imageUrl = urlUnder(__SITE_URL__, image.path);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: identity.fullName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: copy.locale },
    // The page's translations (content/locales/), for sharing in the reader's own language.
    ...__SITE_LANGUAGES__
      .filter((language) => language.tag !== copy.language)
      .map((language) => ({
        property: 'og:locale:alternate',
        content: openGraphLocale(language.tag),
      })),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(ogImage.width) },
    { property: 'og:image:height', content: String(ogImage.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}
