import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { identity } from '@portfolio/content/identity';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta.ts';

function valueOf(meta: ReturnType<typeof pageMeta>, key: string): unknown {
  for (const tag of meta) {
    const fields: Record<string, unknown> = { ...tag };
    if (key === 'title' && 'title' in fields) return fields.title;
    if (fields.property === key || fields.name === key) return fields.content;
    if (fields.rel === key) return fields.href;
  }
  return undefined;
}

describe('pageMeta', () => {
  const about = pageMeta({ title: 'About', description: 'Who I am.', path: '/about' });

  it('titles a page after the owner, and the home page after the owner and role', () => {
    expect(valueOf(about, 'title')).toBe(`About | ${identity.fullName}`);
    const home = pageMeta({ title: 'Home', description: 'Hi.', path: '/' });
    expect(valueOf(home, 'title')).toBe(`${identity.fullName} — ${identity.role}`);
  });

  it('makes the canonical and sharing URLs absolute on the configured site URL', () => {
    expect(valueOf(about, 'canonical')).toBe('https://site.test/about');
    expect(valueOf(about, 'og:url')).toBe('https://site.test/about');
    expect(valueOf(about, 'og:image')).toBe('https://site.test/og-image.png');
    expect(valueOf(about, 'twitter:image')).toBe('https://site.test/og-image.png');
  });

  it('describes the page and its card the same way for Open Graph and Twitter', () => {
    expect(valueOf(about, 'description')).toBe('Who I am.');
    expect(valueOf(about, 'og:description')).toBe('Who I am.');
    expect(valueOf(about, 'twitter:description')).toBe('Who I am.');
    expect(valueOf(about, 'twitter:card')).toBe('summary_large_image');
    expect(valueOf(about, 'og:image:width')).toBe('1200');
    expect(valueOf(about, 'og:image:height')).toBe('630');
    expect(valueOf(about, 'og:image:alt')).toBe(fill(copy.sharingCardAlt));
    expect(valueOf(about, 'og:locale')).toBe(copy.locale);
  });
});
