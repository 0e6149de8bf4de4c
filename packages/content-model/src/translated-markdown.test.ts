import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languageBeingBuilt } from './languages.ts';
import { parsePost, type Post } from './posts.ts';
import { translateMarkdown } from './translated-markdown.ts';

const content = mkdtempSync(path.join(tmpdir(), 'translated-markdown-'));
const hindi = path.join(content, 'locales', 'hi');
afterAll(() => rmSync(content, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  writeFileSync(path.join(content, file), text);
}

function post(slug: string): Post {
  const parsed = parsePost(
    `content/posts/${slug}.md`,
    `---\ntitle: ${slug}\ndate: 2024-03-21\ndescription: About ${slug}\ntags: [api]\n---\n\nEnglish words.\n`,
  );
  if (!('post' in parsed)) throw new Error(parsed.problems.join('\n'));
  return parsed.post;
}

describe('posts and pages in a further language', () => {
  write(
    'locales/hi/posts/first.md',
    '---\ntitle: पहला\ndescription: पहले के बारे में\n---\n\nहिन्दी के शब्द।\n',
  );
  write('locales/hi/posts/wrong.md', '---\ntitle: ग़लत\ndate: 2025-01-01\n---\n\nकुछ।\n');

  it('are their translations where the language has one, with the post’s date and tags kept', () => {
    const { values, problems } = translateMarkdown([post('first')], hindi, 'posts');
    expect(problems).toEqual([]);
    expect(values[0]).toMatchObject({
      slug: 'first',
      path: '/blog/first',
      title: 'पहला',
      description: 'पहले के बारे में',
      body: 'हिन्दी के शब्द।',
      date: '2024-03-21',
      tags: ['api'],
      file: 'content/locales/hi/posts/first.md',
      untranslated: false,
    });
  });

  it('are the default language’s, marked so, where it has none', () => {
    const { values } = translateMarkdown([post('second')], hindi, 'posts');
    expect(values[0]).toMatchObject({ title: 'second', untranslated: true });
  });

  it('name a translation whose front matter holds more than its title and description', () => {
    const { problems } = translateMarkdown([post('wrong')], hindi, 'posts');
    expect(problems.join('\n')).toMatch(/content\/locales\/hi\/posts\/wrong\.md/);
    expect(problems.join('\n')).toMatch(/description/);
  });
});

describe('the language being built', () => {
  it('is none without SITE_LANGUAGE, and the folder of its tag with it', () => {
    expect(languageBeingBuilt(undefined, path.join(content, 'locales'))).toBeUndefined();
    expect(languageBeingBuilt('hi', path.join(content, 'locales'))).toMatchObject({
      tag: 'hi',
      segment: 'hi',
      directory: hindi,
    });
    expect(() => languageBeingBuilt('fr', path.join(content, 'locales'))).toThrow(
      /SITE_LANGUAGE is fr, which is no folder of content\/locales\//,
    );
  });
});
