import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import type { PageLanguage } from '../../lib/page-language.ts';
import { LanguageLinks } from './language-links.tsx';

// The page's own language is content/copy.ts's; the other is made up, right to left.
const own: PageLanguage = { tag: copy.language, name: 'Own', direction: 'ltr', path: '/' };
const other: PageLanguage = { tag: 'ar', name: 'العربية', direction: 'rtl', path: '/ar/' };

function renderAt(path: string, languages: readonly PageLanguage[]) {
  const Links = () => <LanguageLinks languages={languages} />;
  const Stub = createRoutesStub([
    { path: '/about', Component: Links },
    { path: '*', Component: Links, handle: { noAlternates: true } },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('LanguageLinks', () => {
  it('is nothing on a site in one language', () => {
    const { container } = renderAt('/about', [own]);
    expect(container).toBeEmptyDOMElement();
  });

  it('links the same page in each language, each named in itself, the page’s own marked', () => {
    renderAt('/about', [own, other]);
    const list = screen.getByRole('list', { name: copy.navigation.languages });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/about', '/ar/about']);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(links[1]).toHaveAttribute('lang', 'ar');
    expect(links[1]).toHaveAttribute('dir', 'rtl');
    expect(links[1]).toHaveAttribute('hreflang', 'ar');
    expect(links[1]).toHaveTextContent('العربية');
  });

  it('leads to each language’s home from a page no other language has (the 404 page)', () => {
    renderAt('/no-such-page', [own, other]);
    const links = within(
      screen.getByRole('list', { name: copy.navigation.languages }),
    ).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/ar/']);
  });
});
