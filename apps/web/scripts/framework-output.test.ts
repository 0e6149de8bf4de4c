// Every build step that reads React Router's output, run on a page React Router really emitted
// (fixtures/react-router-about.html, captured from `react-router build` before the build's last
// step, with the Vite manifest of the same build in fixtures/vite-manifest.json), and the guard
// that makes an upgrade recapture them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../server/inline-script-hashes.ts';
import { contentSecurityPolicy } from '../server/security-headers.ts';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';
import {
  FrameworkOutputChanged,
  installedReactRouter,
  rewritesWrittenFor,
} from './framework-output.ts';
import { addPolicyMeta } from './policy-meta.ts';
import { chunkImportsFromManifest, splitModuleEvaluation } from './split-module-evaluation.ts';
import type { ViteManifestChunk } from './split-module-evaluation.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const captured = fixture('react-router-about.html');
const manifest = JSON.parse(fixture('vite-manifest.json')) as Record<string, ViteManifestChunk>;
const importsOf = chunkImportsFromManifest(manifest, '/');
const bootstrap = /(<script[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/;

describe('the build steps on React Router output', () => {
  it(`were captured from the installed React Router (${rewritesWrittenFor}); an upgrade must recapture them`, () => {
    expect(installedReactRouter()).toBe(rewritesWrittenFor);
  });

  it('split the real bootstrap into one import per chunk of the real module graph, hydrating last', () => {
    const body = bootstrap.exec(captured)?.[2] ?? '';
    const lines = splitModuleEvaluation(body, importsOf).split('\n');
    expect(lines.filter((line) => /^const route\d+ = await import\(/.test(line))).toHaveLength(2);
    // The shared chunks the manifest names come before the route modules that import them.
    const position = (name: string) => lines.findIndex((line) => line.includes(`/assets/${name}-`));
    expect(position('framework')).toBeGreaterThan(position('rolldown-runtime'));
    expect(position('shared')).toBeGreaterThan(position('framework'));
    expect(position('root')).toBeGreaterThan(position('shared'));
    expect(position('about')).toBeGreaterThan(position('root'));
    expect(lines.at(-1)).toMatch(/^import\("\/assets\/entry\.client-[\w-]+\.js"\);$/);
    expect(lines.join('\n')).not.toMatch(/import \* as/);
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

  it("turn the real page's classic scripts into one deferred file ahead of the bootstrap", () => {
    const { html } = externalizeInlineScripts(captured);
    const running = [...html.matchAll(/<script([^>]*)>\s*<\/script>/g)]
      .map(([, attrs]) => attrs ?? '')
      .filter((attrs) => attrs.includes(' src='));
    expect(running).toHaveLength(2);
    expect(running[0]).toMatch(/^ defer src="\/assets\/inline-[\w-]+\.js"$/);
    expect(running[1]).toMatch(/^ type="module" src=/);
  });

  it('hash every inline script of the real page and put the policy ahead of all of them', () => {
    const hashes = inlineScriptHashes(captured);
    // React Router's context, bootstrap and streamed data.
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    const policy = contentSecurityPolicy(
      { apiOrigin: 'https://api.example', scriptHashes: hashes },
      'meta',
    );
    const html = addPolicyMeta(captured, policy, 'about/index.html');
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(-1);
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(captured);
  });

  it('fail loudly, naming the expected version, on output they do not recognise', () => {
    const changed = captured.replaceAll('import * as', 'import');
    const body = bootstrap.exec(changed)?.[2] ?? '';
    expect(() => splitModuleEvaluation(body, importsOf)).toThrow(FrameworkOutputChanged);
    expect(() =>
      splitModuleEvaluation(bootstrap.exec(captured)?.[2] ?? '', () => undefined),
    ).toThrow(/not in Vite's build manifest/);
    const version = new RegExp(
      `React Router ${rewritesWrittenFor.replaceAll('.', '\\.')}'s prerendered output`,
    );
    const noScripts = captured.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(() => externalizeInlineScripts(noScripts)).toThrow(/no inline module script/);
    const noCharset = captured.replace(/<meta charSet="utf-8"\/>/, '');
    expect(() => addPolicyMeta(noCharset, "default-src 'self'", 'about/index.html')).toThrow(
      version,
    );
  });
});
