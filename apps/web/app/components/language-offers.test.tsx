import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import type { PageLanguage } from '../lib/page-language.ts';
import { LanguageOffers } from './language-offers.tsx';

// The page's own language is content/copy.ts's; the other is made up, right to left.
const own: PageLanguage = { tag: copy.language, name: 'Own', direction: 'ltr', path: '/' };
const other: PageLanguage = { tag: 'ar', name: 'العربية', direction: 'rtl', path: '/ar/' };
const offers = {
  [own.tag]: { read: 'Read it in Own', dismiss: 'Not now' },
  ar: { read: 'اقرأ هذه الصفحة بالعربية', dismiss: 'ليس الآن' },
};

function renderAt(path: string, languages: readonly PageLanguage[]) {
  const Offers = () => <LanguageOffers languages={languages} offers={offers} />;
  const Stub = createRoutesStub([
    { path: '/about', Component: Offers },
    { path: '*', Component: Offers, handle: { noAlternates: true } },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('LanguageOffers', () => {
  it('is nothing on a site in one language', () => {
    const { container } = renderAt('/about', [own]);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers, hidden, the same page in each other language, in that language’s words', () => {
    const { container } = renderAt('/about', [own, other]);
    const asides = container.querySelectorAll('aside');
    expect(asides).toHaveLength(1);
    const offer = asides[0];
    expect(offer).not.toBeVisible();
    expect(offer).toHaveAttribute('data-language-offer', 'ar');
    expect(offer).toHaveAttribute('lang', 'ar');
    expect(offer).toHaveAttribute('dir', 'rtl');
    const link = screen.getByRole('link', { hidden: true });
    expect(link).toHaveAttribute('href', '/ar/about');
    expect(link).toHaveAttribute('hreflang', 'ar');
    expect(link).toHaveTextContent(offers.ar.read);
    expect(screen.getByRole('button', { hidden: true })).toHaveTextContent(offers.ar.dismiss);
  });

  it('offers each language’s home from a page no other language has (the 404 page)', () => {
    renderAt('/nope', [own, other]);
    expect(screen.getByRole('link', { hidden: true })).toHaveAttribute('href', '/ar/');
  });
});
