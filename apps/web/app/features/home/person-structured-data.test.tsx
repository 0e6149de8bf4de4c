import { identity } from '@portfolio/content/identity';
import { profiles } from '@portfolio/content-model/profiles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryCode } from '@portfolio/content-model/country-code';
import { copy } from '@portfolio/content/copy';
import { PersonStructuredData, personId } from './person-structured-data.tsx';

describe('PersonStructuredData', () => {
  it('tells search engines who the owner is, what they do, where, and their profiles', () => {
    const { container } = render(<PersonStructuredData />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://site.test/#person',
      name: identity.fullName,
      givenName: identity.firstName,
      jobTitle: identity.role,
      url: 'https://site.test/',
      email: `mailto:${identity.email}`,
      image: expect.stringMatching(/^https:\/\/site\.test\/.+/) as unknown,
      address: {
        '@type': 'PostalAddress',
        addressLocality: identity.location.city,
        addressCountry: countryCode(identity.location.country, [copy.language]),
      },
      sameAs: profiles.filter((profile) => profile.newTab).map((profile) => profile.url),
    });
  });

  it('cannot be closed early by a value that contains </script>', () => {
    const { container } = render(<PersonStructuredData />);
    expect(container.innerHTML).not.toMatch(/<\/script>.*<\/script>/s);
    expect(container.querySelector('script')?.innerHTML).not.toContain('<');
  });

  it('names the owner by one address in every language: the default language’s home', () => {
    expect(personId('https://site.test/hi', '/')).toBe('https://site.test/#person');
    expect(personId('https://me.github.io/portfolio/pt-br', '/portfolio/')).toBe(
      'https://me.github.io/portfolio/#person',
    );
  });
});
