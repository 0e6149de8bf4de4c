// `npm run content:check` as an owner runs it, on a copy of content/ with one mistake in it: the
// real loader and the real schemas, one test per kind of mistake.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copy } from '@portfolio/content/copy';
import { projects } from '@portfolio/content/projects';
import { skills } from '@portfolio/content/skills';
import { fingerprint } from '@portfolio/content-model/translation-fingerprints';
import { entryKey } from '@portfolio/content-model/translation';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** Two languages other than the owner's own (content/copy.ts), for translations of the test's own. */
const [otherTag = 'hi', anotherTag = 'ar'] = ['hi', 'pt-BR', 'ar'].filter(
  (tag) => tag !== copy.language,
);
const copies: string[] = [];
/** The keys a translation names the content's first skill and first project by. */
const skillKey = entryKey(skills[0]) ?? 'a-skill';
const projectKey = entryKey(projects[0]) ?? 'a-project';
/** A post the test writes into the copy of content/ to make mistakes in. */
const firstPost = 'a-post-to-check.md';
/** A second one, so that each post holds one mistake. */
const secondPost = 'another-post-to-check.md';
const validPost =
  '---\ntitle: A post\ndate: 2024-06-29\ndescription: Checked.\ntags: [web]\n---\n\nSome words.\n';

/**
 * A node_modules for the copy: links to the project's packages, with its own workspace packages
 * (by name under @portfolio/) where `own` gives one.
 */
function linkModules(dir: string, own: Record<string, string>) {
  const modules = join(repo, 'node_modules');
  mkdirSync(join(dir, 'node_modules', '@portfolio'), { recursive: true });
  for (const name of readdirSync(modules).filter((entry) => entry !== '@portfolio'))
    symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  for (const name of readdirSync(join(modules, '@portfolio')))
    symlinkSync(
      own[name] ?? realpathSync(join(modules, '@portfolio', name)),
      join(dir, 'node_modules', '@portfolio', name),
    );
}

/** A translation in the copy of content/: the owner's copy.ts, with `edit` applied, under `tag`. */
function translate(dir: string, tag: string, edit: (source: string) => string): void {
  const translation = join(dir, 'content', 'locales', tag);
  // The test's own translation, whatever the content's locales/ holds for that tag already.
  rmSync(translation, { recursive: true, force: true });
  mkdirSync(translation, { recursive: true });
  const source = readFileSync(join(repo, 'content', 'copy.ts'), 'utf8');
  writeFileSync(join(translation, 'copy.ts'), edit(source));
}

/**
 * What the check says besides its lists of what translations leave in the default language and of
 * translations it has no record of (the persona's).
 */
const warningsBesidesUntranslated = (stderr: string): string[] =>
  stderr.split('\n').filter(
    (line) =>
      line !== '' &&
      !line.startsWith('Untranslated (') &&
      !line.startsWith('Unrecorded (') &&
      // A name for a tag of a post the content has not (the persona writes no posts).
      !/^Note: content\/tags\.ts: .* is no post's tag/.test(line),
  );

/** A copy of the checker, content/ and what reads it, with `edit` applied to one content file. */
function checkWith(
  file: string,
  edit: (source: string) => string,
  prepare: (dir: string) => void = () => undefined,
) {
  return checkWithEdits([{ file, edit }], prepare);
}

/**
 * The same with several edits, each to its content file (those to one file one after another):
 * the check is a process of its own, and a busy machine pays for each.
 */
function checkWithEdits(
  edits: { file: string; edit: (source: string) => string }[],
  prepare: (dir: string) => void = () => undefined,
) {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(dir);
  cpSync(join(repo, 'content'), join(dir, 'content'), {
    recursive: true,
    filter: (path) => !path.includes(join(repo, 'content', 'assets')),
  });
  symlinkSync(join(repo, 'content', 'assets'), join(dir, 'content', 'assets'));
  // What reads content/ finds it through the package's name: the copy's packages resolve to the
  // copy of content/, every other module to the project's own.
  cpSync(join(repo, 'packages', 'content-model'), join(dir, 'packages', 'content-model'), {
    recursive: true,
  });
  linkModules(dir, {
    content: join(dir, 'content'),
    'content-model': join(dir, 'packages', 'content-model'),
  });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  cpSync(join(repo, 'scripts', 'validate-content.ts'), join(dir, 'scripts', 'validate-content.ts'));
  prepare(dir);
  for (const { file, edit } of edits) {
    const path = join(dir, 'content', file);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
  }
  return new Promise<{ status: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(dir, 'scripts', 'validate-content.ts')],
        { cwd: repo, env: { PATH: process.env.PATH ?? '' } },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    },
  );
}

/**
 * A hang guard: each check is a Node process that compiles the content and its schemas afresh, and
 * beside the other steps of `npm test` (or the persona's run beside the static host's browsers)
 * five of them side by side have each taken over 20 s.
 */
const checkTimeout = 120_000;

// The tests run side by side (each check is a process of its own, on a copy of its own), so the
// copies go once all are done.
afterAll(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
}, checkTimeout);

describe.concurrent('content:check', { timeout: checkTimeout }, () => {
  // One mistake of each kind an owner makes, in the file where it is made.
  // One that the check finds only in a project that is otherwise whole (a write-up's pictures are
  // looked for once its project passes) is checked in a run of its own.
  // Whatever the first icon of skills.ts is, misspelt: the check names the closest real one.
  const icon = /icon: '([^']+)'/.exec(
    readFileSync(join(repo, 'content', 'skills.ts'), 'utf8'),
  )?.[1];
  const mistakes: {
    kind: string;
    file: string;
    edit: (text: string) => string;
    says: RegExp;
    alone?: true;
  }[] = [
    {
      kind: 'a misspelt icon',
      file: 'skills.ts',
      edit: (text) => (icon === undefined ? text : text.replace(`'${icon}'`, `'${icon}x'`)),
      says: new RegExp(
        `content/skills\\.ts: skills\\[0\\] "[^"]+": icon: "${icon}x" is not an icon; did you mean "${icon}"`,
      ),
    },
    {
      kind: 'a bad e-mail address',
      file: 'identity.ts',
      edit: (text) => text.replace(/email: '[^']+'/, "email: 'me-at-example.com'"),
      says: /content\/identity\.ts: identity\.email: must be an e-mail address/,
    },
    {
      kind: 'a file that does not exist',
      file: 'identity.ts',
      edit: (text) => text.replace(/src: '([^']+)'/, "src: 'assets/no-such-photo.webp'"),
      says: /content\/identity\.ts: identity\.photo\.src: file content\/assets\/no-such-photo\.webp does not exist/,
    },
    {
      kind: 'an empty text',
      file: 'identity.ts',
      edit: (text) => text.replace(/role: '[^']+'/, "role: '   '"),
      says: /content\/identity\.ts: identity\.role: must not be empty/,
    },
    {
      kind: 'a project without screenshots',
      file: 'projects.ts',
      edit: (text) => text.replace(/images: [^\n]+\n/, 'images: [],\n'),
      says: /content\/projects\.ts: projects\[0\] "[^"]+": images: needs at least 1 screenshot/,
    },
    {
      kind: 'a write-up showing a picture that is not there',
      file: 'projects.ts',
      alone: true,
      edit: (text) =>
        text.includes('writeUp: `')
          ? text.replace('writeUp: `', 'writeUp: `\n![A sketch](assets/no-such-sketch.webp)\n\n')
          : text.replace(/title: /, "writeUp: '![A sketch](assets/no-such-sketch.webp)', title: "),
      says: /content\/projects\.ts: projects\[\d+\] "[^"]+" writeUp: the image assets\/no-such-sketch\.webp: file content\/assets\/no-such-sketch\.webp does not exist/,
    },
    {
      kind: 'an unknown social network',
      file: 'social-links.ts',
      edit: (text) => text.replace(/network: '[a-z]+'/, "network: 'myspace'"),
      says: /content\/social-links\.ts: socialLinks\[0\] "myspace": network: "myspace" is not a network this site knows/,
    },
    {
      kind: 'an unknown placeholder',
      file: 'copy.ts',
      edit: (text) => text.replace(/greeting: (["'])(?:(?!\1).)*\1/, 'greeting: "Hello, {name}"'),
      says: /content\/copy\.ts: copy\.home\.greeting: unknown placeholder \{name\}/,
    },
    {
      kind: 'a navigation entry for a page no file makes',
      file: 'navigation.ts',
      edit: (text) =>
        text.replace(/\] as const/, "  { id: '/talks', title: 'Talks' },\n] as const"),
      says: /content\/navigation\.ts: navigation lists \/talks, which is neither a built-in page nor a page in content\/pages\//,
    },
    {
      kind: 'a page of the owner’s own without its description',
      file: 'pages/uses.md',
      edit: (text) => text.replace(/^description: .*\n/m, ''),
      says: /content\/pages\/uses\.md: description: is required/,
    },
    {
      kind: 'a post with a date that is not one',
      file: `posts/${firstPost}`,
      edit: (text) => text.replace(/^date: .*$/m, 'date: 12 September'),
      says: new RegExp(
        `content/posts/${firstPost.replace('.', '\\.')}: date: must be a day written YYYY-MM-DD`,
      ),
    },
    {
      kind: 'a post showing a picture that is not there',
      file: `posts/${secondPost}`,
      edit: (text) => `${text}\n![A chart](../assets/no-such-chart.png)\n`,
      says: new RegExp(
        `content/posts/${secondPost.replace('.', '\\.')}: the image \\.\\./assets/no-such-chart\\.png: file content/assets/no-such-chart\\.png does not exist`,
      ),
    },
    {
      kind: 'an auto-reply that would quote the visitor',
      file: 'auto-reply.md',
      edit: (text) => text.replace(/^Hi \{name\},$/m, 'Hi {name}, you wrote: {message}'),
      says: /content\/auto-reply\.md: \{message\} is not a placeholder/,
    },
  ];
  it('names the file and field of each mistake, all of them in one run', async () => {
    const all = mistakes.filter((mistake) => mistake.alone !== true);
    for (const mistake of all) {
      const original = mistake.file.startsWith('posts/')
        ? validPost
        : readFileSync(join(repo, 'content', mistake.file), 'utf8');
      expect(mistake.edit(original), mistake.kind).not.toBe(original);
    }
    const result = await checkWithEdits(all, (dir) => {
      mkdirSync(join(dir, 'content', 'posts'), { recursive: true });
      for (const post of [firstPost, secondPost])
        writeFileSync(join(dir, 'content', 'posts', post), validPost);
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Content check failed \(\d+ problems\):/);
    for (const mistake of all) expect(result.stderr, mistake.kind).toMatch(mistake.says);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  for (const mistake of mistakes.filter((each) => each.alone === true))
    it(`names the file and field of ${mistake.kind}`, async () => {
      const original = readFileSync(join(repo, 'content', mistake.file), 'utf8');
      expect(mistake.edit(original)).not.toBe(original);
      const result = await checkWith(mistake.file, mistake.edit);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(mistake.says);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });

  it('names a translation’s left-out text, its wrong language and a folder that names no language', async () => {
    const result = await checkWith(
      'identity.ts',
      (text) => text,
      (dir) => {
        translate(dir, otherTag, (source) =>
          source.replace(/\n\s*greeting: (["'])(?:(?!\1).)*\1,/, ''),
        );
        mkdirSync(join(dir, 'content', 'locales', 'xq'));
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Untranslated (${otherTag}): content/locales/${otherTag}/copy.ts: home.greeting: shown in the default language`,
    );
    expect(result.stderr).toContain(
      `content/locales/${otherTag}/copy.ts: copy.language: is "${copy.language}" in the folder of ${otherTag}`,
    );
    expect(result.stderr).toContain('content/locales/xq/: "xq" names no language');
  });

  it('passes with a translation, and says what it leaves in the default language', async () => {
    const result = await checkWith(
      'identity.ts',
      (text) => text,
      (dir) =>
        translate(dir, anotherTag, (source) =>
          source.replace(/language: (["'])(?:(?!\1).)*\1/, `language: '${anotherTag}'`),
        ),
    );
    expect(result.stdout).toContain('Content check passed.');
    expect(result.stderr).toContain(`Untranslated (${anotherTag}): identity.ts`);
    expect(result.status).toBe(0);
  });

  it('names a translated post whose source changed since, and how to mark it up to date', async () => {
    // A post of the test's own, translated and recorded as translated from its words as they were.
    // The language's folder as the test writes it (named by its tag).
    const folder = otherTag;
    const result = await checkWith(
      `posts/${firstPost}`,
      (text) => `${text}\nA new paragraph.\n`,
      (dir) => {
        mkdirSync(join(dir, 'content', 'posts'), { recursive: true });
        writeFileSync(join(dir, 'content', 'posts', firstPost), validPost);
        translate(dir, otherTag, (source) =>
          source.replace(/language: (["'])(?:(?!\1).)*\1/, `language: '${otherTag}'`),
        );
        const language = join(dir, 'content', 'locales', otherTag);
        mkdirSync(join(language, 'posts'), { recursive: true });
        writeFileSync(
          join(language, 'posts', firstPost),
          '---\ntitle: Translated\ndescription: Translated.\n---\n\nTranslated words.\n',
        );
        writeFileSync(
          join(language, 'translated-from.json'),
          JSON.stringify({ [`posts/${firstPost}`]: fingerprint(validPost) }),
        );
      },
    );
    expect(result.stderr).toContain(
      `Stale (${otherTag}): content/locales/${folder}/posts/${firstPost}: its source in content/ changed since it was translated; update it, then run \`npm run content:translated -- ${otherTag} posts/${firstPost}\``,
    );
    expect(result.status).toBe(0);
  });

  it('passes a copy.ts that leaves texts out, naming each; fails one with a text the default lacks', async () => {
    const result = await checkWith(
      'identity.ts',
      (text) => text,
      (dir) =>
        translate(dir, anotherTag, (source) =>
          source
            .replace(/language: (["'])(?:(?!\1).)*\1/, `language: '${anotherTag}'`)
            .replace(/^\s*skipToContent:.*$/m, '')
            .replace(/^(\s*)present:.*$/m, "$1present: 'x', presentt: 'x',"),
        ),
    );
    expect(result.stderr).toContain(
      `content/locales/${anotherTag}/copy.ts: copy: holds "presentt", which is none of its keys; did you mean "present"?`,
    );
    expect(result.stderr).toMatch(
      new RegExp(
        `Untranslated \\(${anotherTag}\\): content/locales/${anotherTag}/copy.ts: skipToContent: `,
      ),
    );
    expect(result.status).toBe(1);
  });

  it('names what a translation of the owner’s words may not hold: an address, an unknown entry, a post’s date', async () => {
    const result = await checkWith(
      'identity.ts',
      (text) => text,
      (dir) => {
        translate(dir, anotherTag, (source) =>
          source.replace(/language: (["'])(?:(?!\1).)*\1/, `language: '${anotherTag}'`),
        );
        const folder = join(dir, 'content', 'locales', anotherTag);
        writeFileSync(
          join(folder, 'identity.ts'),
          "export const identity = { role: 'مطوّر', email: 'other@example.com' };\n",
        );
        // A skill the default list does not have, a letter off one it has.
        writeFileSync(
          join(folder, 'skills.ts'),
          `export const skills = { ${JSON.stringify(`${skillKey}x`)}: { name: 'زائد' } };\n`,
        );
        mkdirSync(join(folder, 'posts'), { recursive: true });
        // A post of the default language to translate, whatever posts the content has.
        mkdirSync(join(dir, 'content', 'posts'), { recursive: true });
        const post = readdirSync(join(dir, 'content', 'posts'))[0] ?? firstPost;
        if (!existsSync(join(dir, 'content', 'posts', post)))
          writeFileSync(join(dir, 'content', 'posts', post), validPost);
        writeFileSync(
          join(folder, 'posts', post),
          '---\ntitle: تدوينة\ndescription: عنها\ndate: 2030-01-01\n---\n\nكلمات.\n',
        );
        // A write-up of its own, showing a picture content/assets/ lacks.
        if (projects.length > 0)
          writeFileSync(
            join(folder, 'projects.ts'),
            `export const projects = { ${JSON.stringify(projectKey)}: { writeUp: 'كلمات.\\n\\n![رسم](../assets/not-there.png)\\n' } };\n`,
          );
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`content/locales/${anotherTag}/identity\\.ts: identity.*email`),
    );
    if (skills.length > 0)
      expect(result.stderr).toContain(
        `content/locales/${anotherTag}/skills.ts: skills: "${skillKey}x" translates no entry of the default language's`,
      );
    expect(result.stderr).toMatch(new RegExp(`content/locales/${anotherTag}/posts/.*date`));
    if (projects.length > 0)
      expect(result.stderr).toContain(
        `content/locales/${anotherTag}/projects.ts: projects.${projectKey} writeUp: the image ../assets/not-there.png: file content/assets/not-there.png does not exist`,
      );
  });

  it('passes on the edge persona CI runs every test on (e2e/fixtures/persona/)', async () => {
    const persona = join(repo, 'e2e', 'fixtures', 'persona');
    const result = await checkWith(
      'identity.ts',
      (text) => text,
      (dir) => {
        for (const file of readdirSync(persona).filter((name) => name.endsWith('.ts')))
          cpSync(join(persona, file), join(dir, 'content', file));
        // The persona's own files (its résumé PDF) beside the sample's pictures.
        rmSync(join(dir, 'content', 'assets'));
        cpSync(join(repo, 'content', 'assets'), join(dir, 'content', 'assets'), {
          recursive: true,
        });
        cpSync(join(persona, 'assets'), join(dir, 'content', 'assets'), { recursive: true });
        // The persona's languages in place of the sample's.
        rmSync(join(dir, 'content', 'locales'), { recursive: true, force: true });
        cpSync(join(persona, 'locales'), join(dir, 'content', 'locales'), { recursive: true });
      },
    );
    expect(warningsBesidesUntranslated(result.stderr)).toEqual([]);
    expect(result.stdout).toContain('Content check passed.');
    expect(result.status).toBe(0);
  });

  it('passes on the content as it is, its translations up to date', async () => {
    const result = await checkWith('identity.ts', (text) => text);
    expect(warningsBesidesUntranslated(result.stderr)).toEqual([]);
    // Nothing stale, and nothing unrecorded in a language that keeps a record (the sample's does).
    expect(result.stderr).not.toContain('Stale (');
    const locales = join(repo, 'content', 'locales');
    for (const folder of existsSync(locales) ? readdirSync(locales) : [])
      if (existsSync(join(locales, folder, 'translated-from.json')))
        expect(result.stderr).not.toMatch(new RegExp(`Unrecorded \\(${folder}\\)`, 'i'));
    expect(result.stdout).toContain('Content check passed.');
    expect(result.status).toBe(0);
  });
});
