import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { ErrorPage } from './error-page.tsx';

describe('ErrorPage', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('leads home under the base path the site is served from', () => {
    vi.stubEnv('BASE_URL', '/portfolio/');
    render(<ErrorPage error={new Error('boom')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.error.heading);
    expect(screen.getByRole('link', { name: copy.error.homeLink })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
  });

  it('leads to / on a site served at the root', () => {
    vi.stubEnv('BASE_URL', '/');
    render(<ErrorPage error={new Error('boom')} />);
    expect(screen.getByRole('link', { name: copy.error.homeLink })).toHaveAttribute('href', '/');
  });
});
