import { describe, expect, it } from 'vitest';
import { copySchema, copyTranslationSchema } from './copy-schema.ts';
import { aboutTranslationSchema, projectsTranslationSchema } from './translation-schemas.ts';
import { describeLeftOut, wordsLeftOut } from './words-left-out.ts';

const services = [
  { title: 'Web apps', description: 'Built whole.' },
  { title: 'APIs', description: 'Typed end to end.' },
];
const about = { story: { paragraphs: ['One.', 'Two.'], highlights: [] }, services };

describe('what a translation leaves in the default language', () => {
  it('names a text an entry lacks, by the entry’s key, whatever the entries’ order', () => {
    const translation = {
      story: { paragraphs: ['Un.', 'Deux.'] },
      services: {
        apis: { title: 'Des API', description: 'Typées.' },
        'web-apps': { title: 'Web' },
      },
    };
    expect(describeLeftOut(aboutTranslationSchema, about, translation)).toEqual([
      'services.web-apps.description',
    ]);
    const reordered = { ...about, services: [...services].reverse() };
    expect(describeLeftOut(aboutTranslationSchema, reordered, translation)).toEqual([
      'services.web-apps.description',
    ]);
  });

  it('names an entry the default gained once, whole, and a sentence by its place', () => {
    const translation = {
      story: { paragraphs: ['Un.'] },
      services: { 'web-apps': { title: 'Web', description: 'Entier.' } },
    };
    expect(describeLeftOut(aboutTranslationSchema, about, translation)).toEqual([
      'story.paragraphs.1',
      'services.apis',
    ]);
    expect(wordsLeftOut(aboutTranslationSchema, about, translation)).toContainEqual([
      'services',
      'apis',
      'description',
    ]);
  });

  it('does not list a name or a figure left as it is', () => {
    const projects = [{ slug: 'north', title: 'NorthStack', description: 'A platform.' }];
    expect(describeLeftOut(projectsTranslationSchema, projects, { north: {} })).toEqual([
      'north.description',
    ]);
    const stats = { ...about, stats: [{ key: 'years', title: 'Years', value: '5+' }] };
    expect(wordsLeftOut(aboutTranslationSchema, stats, undefined)).not.toContainEqual([
      'stats',
      'years',
      'value',
    ]);
  });

  it('names each copy text a translation leaves out, and never its language or locale', () => {
    const base = copySchema.parse(sampleCopy());
    const left = describeLeftOut(copyTranslationSchema, base, {
      language: 'xx',
      locale: 'xx_XX',
      blog: { heading: 'Xx' },
    });
    expect(left).toContain('blog.title');
    expect(left).not.toContain('blog.heading');
    expect(left).toContain('contact');
    expect(left).not.toContain('language');
    expect(left).not.toContain('locale');
  });
});

function sampleCopy(): unknown {
  return Object.fromEntries(
    Object.entries(copySchema.shape).map(([key, schema]) => [key, fill(schema)]),
  );
}

/** A value of the schema's shape, every text a word. */
function fill(schema: unknown): unknown {
  if (schema === copySchema.shape.language) return 'en';
  if (schema === copySchema.shape.locale) return 'en_US';
  if (
    typeof schema === 'object' &&
    schema !== null &&
    'shape' in schema &&
    typeof schema.shape === 'object' &&
    schema.shape !== null
  )
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, unknown>).map(([key, value]) => [
        key,
        fill(value),
      ]),
    );
  return 'Words';
}
