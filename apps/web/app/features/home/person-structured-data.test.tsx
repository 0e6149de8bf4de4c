import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonStructuredData } from './person-structured-data.tsx';

describe('PersonStructuredData', () => {
  it('tells search engines who the owner is, what they do, where, and their profiles', () => {
    const { container } = render(<PersonStructuredData />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Aarav Mehta',
      givenName: 'Aarav',
      jobTitle: 'Full-Stack Web & Mobile Developer',
      url: 'https://site.test/',
      email: 'mailto:hello@aarav.example.com',
      image: expect.stringMatching(/^https:\/\/site\.test\/.+/) as unknown,
      address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'India' },
      sameAs: [
        'https://github.com/aarav-mehta-sample',
        'https://www.linkedin.com/in/aarav-mehta-sample',
        'https://www.instagram.com/aarav.mehta.sample',
      ],
    });
  });

  it('cannot be closed early by a value that contains </script>', () => {
    const { container } = render(<PersonStructuredData />);
    expect(container.innerHTML).not.toMatch(/<\/script>.*<\/script>/s);
    expect(container.querySelector('script')?.innerHTML).not.toContain('<');
  });
});
