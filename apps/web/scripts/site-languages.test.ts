import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import type { SiteLanguage } from '@portfolio/content-model/languages';
import { loadWebEnv } from '../env.ts';
import { buildTarget, pageLanguages } from './site-languages.ts';

const translation: SiteLanguage = {
  tag: 'ar',
  segment: 'ar',
  name: 'العربية',
  direction: 'rtl',
  untranslatedPages: 'fallback',
  directory: '/content/locales/ar',
};

describe('what a build makes', () => {
  const env = loadWebEnv({ SITE_URL: 'https://me.example/portfolio' });

  it('is the default language’s site at the base path without SITE_LANGUAGE', () => {
    expect(buildTarget(env, [translation])).toEqual({
      language: undefined,
      sitePath: '/portfolio/',
      siteUrl: 'https://me.example/portfolio',
      buildDirectory: 'build',
    });
  });

  it('is a translation’s whole site under its tag, built apart, with SITE_LANGUAGE', () => {
    expect(buildTarget({ ...env, SITE_LANGUAGE: 'ar' }, [translation])).toEqual({
      language: translation,
      sitePath: '/portfolio/ar/',
      siteUrl: 'https://me.example/portfolio/ar',
      buildDirectory: 'build/languages/ar',
    });
  });

  it('refuses a SITE_LANGUAGE content/locales/ does not have, naming those it has', () => {
    expect(() => buildTarget({ ...env, SITE_LANGUAGE: 'fr' }, [translation])).toThrow(
      'SITE_LANGUAGE is fr, which is no folder of content/locales/ (ar)',
    );
  });

  it('gives every language’s pages, the default first, to the pages', () => {
    const [own, other] = pageLanguages('/portfolio/', [translation]);
    expect(own).toMatchObject({ tag: copy.language, path: '/portfolio/' });
    expect(other).toEqual({
      tag: 'ar',
      name: 'العربية',
      direction: 'rtl',
      path: '/portfolio/ar/',
    });
  });
});
