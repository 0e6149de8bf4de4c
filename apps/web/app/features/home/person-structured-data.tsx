import { identity } from '@portfolio/content/identity';
import { profiles } from '@portfolio/content-model/profiles';
import { urlUnder } from '../../lib/url-under.ts';
import { profilePicture } from './profile-picture.ts';
import { JsonLd } from '../../components/json-ld.tsx';

/** schema.org `Person` for the owner, as search engines read it (JSON-LD). */
export function personStructuredData(): Record<string, unknown> {
  const site = urlUnder(__SITE_URL__, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: identity.fullName,
    givenName: identity.firstName,
    jobTitle: identity.role,
    url: site,
    email: `mailto:${identity.email}`,
    image: new URL(profilePicture.img.src, site).href,
    address: {
      '@type': 'PostalAddress',
      addressLocality: identity.location.city,
      addressCountry: identity.location.country,
    },
    sameAs: profiles.filter((profile) => profile.newTab).map((profile) => profile.url),
  };
}

export function PersonStructuredData() {
  return <JsonLd data={personStructuredData()} />;
}
