import { describe, expect, it } from 'vitest';
import { projectSlug, slugFromTitle, slugPattern } from './project-slug.ts';

describe('a project slug', () => {
  it('is made from the title when the owner gives none: accents dropped, symbols joined', () => {
    expect(slugFromTitle('Café Órbita & Co.')).toBe('cafe-orbita-co');
    expect(slugFromTitle('  E-Cell   Campus Hub ')).toBe('e-cell-campus-hub');
    expect(slugFromTitle('Проект')).toBe('');
  });

  it('is the owner’s own when given', () => {
    expect(projectSlug({ title: 'Anything', slug: 'my-shop' })).toBe('my-shop');
    expect(projectSlug({ title: 'My Shop' })).toBe('my-shop');
  });

  it('is always URL-safe when made from a title', () => {
    for (const title of ['A/B testing?', '100% #1', 'x--y', 'Ünïcødé'])
      expect(slugFromTitle(title)).toMatch(slugPattern);
  });
});
