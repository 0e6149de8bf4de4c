// Every build rewrite, run on a page React Router really emitted (fixtures/react-router-about.html,
// captured from `react-router build`), and the guard that makes an upgrade recapture it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';
import {
  FrameworkOutputChanged,
  installedReactRouter,
  rewritesWrittenFor,
} from './framework-output.ts';
import { hoistCriticalLinks } from './hoist-critical-links.ts';
import { splitModuleEvaluation } from './split-module-evaluation.ts';

const captured = readFileSync(new URL('fixtures/react-router-about.html', import.meta.url), 'utf8');
const bootstrap = /(<script[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/;

describe('the build rewrites on React Router output', () => {
  it(`were captured from the installed React Router (${rewritesWrittenFor}); an upgrade must recapture them`, () => {
    expect(installedReactRouter()).toBe(rewritesWrittenFor);
  });

  it('split the real bootstrap into one import per chunk, hydrating last', () => {
    const body = bootstrap.exec(captured)?.[2] ?? '';
    const split = splitModuleEvaluation(body, () => undefined);
    const lines = split.split('\n');
    expect(lines.filter((line) => /^const route\d+ = await import\(/.test(line))).toHaveLength(2);
    expect(lines.at(-1)).toMatch(/^import\("\/assets\/entry\.client-[\w-]+\.js"\);$/);
    expect(split).not.toMatch(/import \* as/);
  });

  it('leave no inline code in the real page except data blocks', () => {
    const { html, files } = externalizeInlineScripts(captured);
    expect(files.size).toBeGreaterThanOrEqual(2);
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs, body]) =>
        !/type="application\/(ld\+)?json"/.test(attrs ?? '') && (body ?? '').trim() !== '',
    );
    expect(inline).toEqual([]);
  });

  it('put the real stylesheet right after the viewport meta', () => {
    const hoisted = hoistCriticalLinks(captured);
    expect(hoisted).toMatch(/<meta name="viewport"[^>]*\/?><link rel="stylesheet"/);
  });

  it('fail loudly, naming the expected version, on output they do not recognise', () => {
    const changed = captured
      .replaceAll('import * as', 'import')
      .replace('<link rel="stylesheet"', '<link rel="style"');
    const body = bootstrap.exec(changed)?.[2] ?? '';
    expect(() => splitModuleEvaluation(body, () => undefined)).toThrow(FrameworkOutputChanged);
    expect(() => hoistCriticalLinks(changed, 'about/index.html')).toThrow(
      new RegExp(`React Router ${rewritesWrittenFor.replaceAll('.', '\\.')}'s prerendered output`),
    );
    const noScripts = captured.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(() => externalizeInlineScripts(noScripts)).toThrow(/no inline module script/);
  });
});
