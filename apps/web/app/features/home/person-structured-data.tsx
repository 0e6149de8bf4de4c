import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { profiles } from '@portfolio/content-model/profiles';
import { urlUnder } from '../../lib/url-under.ts';
import { profilePicture } from './profile-picture.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { countryCode } from '@portfolio/content-model/country-code';

/**
 * The one address that names the owner in every language's pages: the default language's home
 * with `#person`, so search engines know the Hindi and the English Person are one person.
 */
export function personId(
  siteUrl: string = __SITE_URL__,
  defaultPath: string = __SITE_LANGUAGES__[0]?.path ?? '/',
): string {
  return new URL(`${defaultPath}#person`, siteUrl).href;
}

/** schema.org `Person` for the owner, as search engines read it (JSON-LD). */
export function personStructuredData(): Record<string, unknown> {
  const site = urlUnder(__SITE_URL__, '/');
  const country = identity.location.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(),
    name: identity.fullName,
    givenName: identity.firstName,
    jobTitle: identity.role,
    url: site,
    email: `mailto:${identity.email}`,
    image: new URL(profilePicture.img.src, site).href,
    address: {
      '@type': 'PostalAddress',
      addressLocality: identity.location.city,
      // Its ISO code, as search engines want it; the name where Intl knows no region by it.
      addressCountry: countryCode(country, [copy.language]) ?? country,
    },
    sameAs: profiles.filter((profile) => profile.newTab).map((profile) => profile.url),
  };
}

export function PersonStructuredData() {
  return <JsonLd data={personStructuredData()} />;
}
