import { describe, expect, it } from 'vitest';
import { identity } from '@portfolio/content/identity';
import { sampleMarks } from '@portfolio/content-model/sample-content';
import { sampleLeftovers, sampleWarning } from './sample-warning.ts';

describe('a build that would publish the sample', () => {
  it('says nothing for a build on this machine', () => {
    expect(sampleLeftovers('http://localhost:3000')).toEqual([]);
    expect(sampleLeftovers('http://127.0.0.1:4173/portfolio/')).toEqual([]);
  });

  it('names, for a public address, what of the sample content/ still holds', () => {
    const leftovers = sampleLeftovers('https://me.dev');
    // Whatever content/ holds: the marks found in it are named (none for an owner's own words).
    const kind = (mark: string) => mark.split(' (')[0];
    for (const mark of sampleMarks({ identity })) expect(leftovers.map(kind)).toContain(kind(mark));
  });

  it('frames the warning so that it stands out, naming the fix', () => {
    const warning = sampleWarning('https://me.dev', ["the sample's name"]);
    expect(warning).toContain('SAMPLE CONTENT');
    expect(warning).toContain("  - the sample's name");
    expect(warning).toContain('content/');
  });
});
