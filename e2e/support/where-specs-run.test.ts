import { describe, expect, it } from 'vitest';
import { matchingIn, placementOf, placements, specsFor } from './where-specs-run.ts';

const spec = (header: string) => `${header}\nimport { test } from './support/test.ts';\n`;

describe('placementOf', () => {
  it('reads the runs and the reason, each over as many comment lines as it takes', () => {
    const placement = placementOf(
      'a.spec.ts',
      spec(`// What the spec proves.
//
// Runs on: phone, desktop without
// JavaScript, static host
// Because: the layout differs by width;
// the static host serves it under /portfolio/.`),
    );
    expect(placement).toEqual({
      runs: ['phone', 'desktop without JavaScript', 'static host'],
      because: 'the layout differs by width; the static host serves it under /portfolio/.',
    });
  });

  it('refuses a spec that does not say where it runs, or why', () => {
    expect(() => placementOf('a.spec.ts', spec('// What the spec proves.'))).toThrow(
      'a.spec.ts: its header must say where it runs',
    );
    expect(() => placementOf('a.spec.ts', spec('// Runs on: phone'))).toThrow(
      'a.spec.ts: after "Runs on" its header must say why',
    );
    // Below the header, a comment says nothing of where the spec runs.
    expect(() =>
      placementOf('a.spec.ts', `import x from 'y';\n// Runs on: phone\n// Because: reasons.\n`),
    ).toThrow('must say where it runs');
  });

  it('refuses a run that does not exist, or one named twice', () => {
    expect(() =>
      placementOf('a.spec.ts', spec('// Runs on: phone, watch\n// Because: reasons.')),
    ).toThrow('a.spec.ts: "Runs on" names "watch", which no run is');
    expect(() =>
      placementOf('a.spec.ts', spec('// Runs on: phone, phone\n// Because: reasons.')),
    ).toThrow('names a run twice');
  });
});

describe("the project's specs", () => {
  it('each say where they run and why, and each runs somewhere', () => {
    const all = placements();
    expect(all.size).toBeGreaterThan(0);
    for (const [name, placement] of all) {
      expect(placement.runs.length, name).toBeGreaterThan(0);
      expect(placement.because.length, name).toBeGreaterThan(20);
    }
  });

  it("each run somewhere on the sample's build, which every other run's shape starts from", () => {
    const sample = new Set(
      (
        [
          'phone',
          'tablet',
          'desktop',
          'phone without JavaScript',
          'desktop without JavaScript',
        ] as const
      ).flatMap((run) => specsFor(run)),
    );
    expect([...placements().keys()].filter((name) => !sample.has(name))).toEqual([]);
  });
});

describe('matchingIn', () => {
  // What Playwright matches a project's grep against: the titles from the file's down, then tags.
  const titled = (file: string, title: string) => `  ${file} ${title}`;

  it('matches the tagged tests of the named specs, and no other', () => {
    const pattern = matchingIn(['a-b.spec.ts', 'c.spec.ts'], /@axe|@focus/);
    expect(pattern.test(titled('a-b.spec.ts', '/ has no violations @axe'))).toBe(true);
    expect(pattern.test(titled('c.spec.ts', 'a describe every stop @focus'))).toBe(true);
    expect(pattern.test(titled('a-b.spec.ts', 'the menu opens'))).toBe(false);
    expect(pattern.test(titled('d.spec.ts', '/ has no violations @axe'))).toBe(false);
    // A dot in a name is a dot, and a name is whole.
    expect(pattern.test(titled('a-bxspec.ts', '@axe'))).toBe(false);
    expect(pattern.test(titled('xc.spec.ts', '@axe'))).toBe(false);
  });

  it('matches nothing when no spec is named', () => {
    expect(matchingIn([], /@axe/).test(titled('a.spec.ts', '@axe'))).toBe(false);
  });
});
