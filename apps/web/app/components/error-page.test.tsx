import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { ErrorPage } from './error-page.tsx';

describe('ErrorPage', () => {
  it('leads to its language’s home, under the base path the site is served from', () => {
    render(<ErrorPage error={new Error('boom')} home="/portfolio/pt-br/" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.error.heading);
    expect(screen.getByRole('link', { name: copy.error.homeLink })).toHaveAttribute(
      'href',
      '/portfolio/pt-br/',
    );
  });

  it('leads to the build’s own path by default (/ for the tests’ build)', () => {
    render(<ErrorPage error={new Error('boom')} />);
    expect(screen.getByRole('link', { name: copy.error.homeLink })).toHaveAttribute('href', '/');
  });
});
