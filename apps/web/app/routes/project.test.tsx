// @vitest-environment node
// The loader runs at build time, in Node, as here (its highlighter needs Node's streams).
import { projectPath } from '@portfolio/content-model/project-path';
import { describe, expect, it, vi } from 'vitest';
import type { Route } from './+types/project';

// The first project of content/, with a write-up that has what a post may have: code, a heading,
// raw HTML.
const writeUp = [
  '## How it works',
  '',
  'A <script>alert(1)</script> in the text.',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
].join('\n');

vi.mock('@portfolio/content/projects', async (importOriginal) => {
  const original = await importOriginal<typeof import('@portfolio/content/projects')>();
  return {
    projects: original.projects.map((project, index) =>
      index === 0 ? { ...project, writeUp } : project,
    ),
  };
});

const { projects } = await import('@portfolio/content/projects');
const { loader } = await import('./project.tsx');

const htmlOf = (blocks: readonly { kind: string; html?: string }[]): string =>
  blocks.map((block) => block.html ?? '').join('');

describe('a project’s write-up', () => {
  it('is made HTML by the renderer posts and pages use: code highlighted, raw HTML as text', async () => {
    const project = projects[0];
    if (project === undefined) throw new Error('content/projects.ts lists no project');
    const page = await loader({
      request: new Request(`https://site.test${projectPath(project)}`),
    } as Route.LoaderArgs);
    const html = htmlOf(page.writeUp ?? []);
    expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*data-language="TypeScript"/);
    expect(html).toContain('<h2 id="how-it-works">');
    expect(html).not.toContain('<script>');
  }, 60_000);
});
