import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FrameworkOutputChanged } from './framework-output.ts';
import { startAfterFirstPaint, takeModulePreloads } from './start-after-first-paint.ts';

const page = readFileSync(new URL('./fixtures/react-router-about.html', import.meta.url), 'utf8');

describe('startAfterFirstPaint', () => {
  const split = `import "/assets/manifest-1.js";
const next = () => new Promise((resolve) => setTimeout(resolve, 0));
const route0 = await import("/assets/root-1.js"); await next();
import("/assets/entry.client-1.js");`;

  it('waits for the paint before any import, static ones included', () => {
    const deferred = startAfterFirstPaint(split, ['/assets/root-1.js']);
    const wait = deferred.indexOf('largest-contentful-paint');
    // Every file is asked for at once, after the paint, before the one-at-a-time imports.
    expect(deferred.indexOf('"modulepreload"')).toBeGreaterThan(wait);
    expect(deferred.indexOf('["/assets/root-1.js"]')).toBeLessThan(
      deferred.indexOf('await import'),
    );
    expect(wait).toBeGreaterThan(-1);
    expect(deferred).not.toMatch(/^import\s+"/m);
    for (const chunk of ['manifest-1', 'root-1', 'entry.client-1'])
      expect(deferred.indexOf(chunk)).toBeGreaterThan(wait);
    expect(deferred).toContain('await import("/assets/manifest-1.js");');
    expect(deferred).toContain('supportedEntryTypes');
    expect(deferred).toContain('addEventListener("load"');
  });

  it('holds taps from its first line, and a tap starts hydration at once', () => {
    const deferred = startAfterFirstPaint(split, ['/assets/root-1.js']);
    expect(deferred.indexOf('portfolio:hydrate-now')).toBeGreaterThan(-1);
    expect(deferred.indexOf('__earlyTap')).toBeLessThan(
      deferred.indexOf('largest-contentful-paint'),
    );
    // The copied function needs no bundler helper the page lacks.
    expect(deferred).not.toMatch(/__name|__publicField|require\(/);
  });

  it('refuses a bootstrap that imports nothing', () => {
    expect(() => startAfterFirstPaint('window.x = 1;', [])).toThrow(FrameworkOutputChanged);
  });
});

describe('takeModulePreloads', () => {
  it("takes React Router's modulepreload links out, and nothing else", () => {
    expect(page).toContain('rel="modulepreload"');
    const { html: dropped, preloads } = takeModulePreloads(page, 'about/index.html');
    expect(preloads.length).toBe(page.match(/rel="modulepreload"/g)?.length);
    for (const href of preloads) expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
    expect(dropped).not.toContain('modulepreload');
    expect(dropped).toContain('rel="stylesheet"');
    expect(dropped.match(/<script/g)?.length).toBe(page.match(/<script/g)?.length);
  });

  it('fails the build when the framework writes none', () => {
    expect(() => takeModulePreloads('<html></html>', 'x.html')).toThrow(FrameworkOutputChanged);
  });
});
