import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { about } from '@portfolio/content/about';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { skills } from '@portfolio/content/skills';
import { jsonResume } from './json-resume.ts';

const require = createRequire(import.meta.url);
// The schema as jsonresume.org publishes it on npm (@jsonresume/schema).
const schema = JSON.parse(
  readFileSync(require.resolve('@jsonresume/schema/schema.json'), 'utf8'),
) as object;

function validate(resume: unknown) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // ajv-formats is CommonJS: its module.exports is the plugin.
  (require('ajv-formats') as (instance: Ajv) => Ajv)(ajv);
  const check = ajv.compile(schema);
  return check(resume) ? [] : (check.errors ?? []);
}

describe('jsonResume', () => {
  const resume = jsonResume('https://owner.example/portfolio/');

  it('is valid against the published JSON Resume schema', () => {
    expect(validate(resume)).toEqual([]);
  });

  it('would fail that schema if a date were not one', () => {
    expect(validate({ ...resume, work: [{ name: 'x', startDate: 'Jan 2025' }] })).not.toEqual([]);
  });

  it("holds the owner's name, role, e-mail, every role, skill and project", () => {
    expect(resume.basics).toMatchObject({
      name: identity.fullName,
      label: identity.role,
      email: identity.email,
      url: 'https://owner.example/portfolio/',
    });
    expect(resume.work.map((role) => role.position)).toEqual(
      about.experiences.map((role) => role.title),
    );
    expect(resume.skills.map((skill) => skill.name)).toEqual(skills.map((skill) => skill.name));
    expect(resume.projects.map((project) => project.name)).toEqual(
      projects.map((project) => project.title),
    );
  });
});
