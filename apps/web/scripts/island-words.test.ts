import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { islandFiles } from './island-files.ts';
import { copySectionsRead, pickSections } from './island-words.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/** Files in memory, by absolute path under /app. */
function files(map: Record<string, string>) {
  return (file: string) => map[file];
}

const importCopy = "import { copy } from '@portfolio/content/copy';";

describe('the words the islands read', () => {
  it('follows an island into what it imports within the app, section by section', () => {
    const read = files({
      '/app/a.island.tsx': `${importCopy}\nimport { Form } from './form.tsx';\nexport default () => copy.contact.heading;`,
      '/app/form.tsx': `${importCopy}\nimport { helper } from '../lib/helper.ts';\n// the copy's words\nexport const Form = () => copy?.search.label + copy.projects.listLabel;`,
      '/lib/helper.ts': `import { copy as words } from '@portfolio/content/copy';\nexport const helper = words.notifications;`,
      '/app/unused.tsx': `${importCopy}\nexport const x = copy.newsletter;`,
    });
    expect(copySectionsRead(['/app/a.island.tsx'], read)).toEqual(
      new Set(['contact', 'search', 'projects', 'notifications']),
    );
  });

  it('keeps every section when the words are passed whole or indexed', () => {
    for (const use of ['show(copy)', "copy['contact']", 'const all = copy;'])
      expect(
        copySectionsRead(
          ['/app/b.island.tsx'],
          files({ '/app/b.island.tsx': `${importCopy}\n${use}` }),
        ),
        use,
      ).toBe('all');
  });

  it('leaves the pages’ own sections out of the browser, keeping what this site’s islands read', () => {
    const sections = copySectionsRead(
      [...islandFiles().values()].map((file) => path.join(webDir, file)),
    );
    expect(sections).not.toBe('all');
    if (sections === 'all') return;
    // The newsletter's form and the résumé are HTML only.
    expect(sections.has('newsletter')).toBe(false);
    expect(sections.has('resume')).toBe(false);
    expect(sections.has('contact')).toBe(true);
    const picked = pickSections(copy, sections);
    expect(Object.keys(picked).sort()).toEqual([...sections].filter((s) => s in copy).sort());
  });
});
