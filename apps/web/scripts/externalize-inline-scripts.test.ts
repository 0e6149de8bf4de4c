import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';

const tagsOf = (html: string) =>
  [...html.matchAll(/<script[^>]*>[\s\S]*?<\/script>/g)].map(([tag]) =>
    tag.replace(/inline-[\w-]+/, 'inline-*'),
  );

describe('externalizeInlineScripts', () => {
  const page = [
    '<html><head><script type="application/ld+json">{"@type":"Person"}</script></head><body><h1>Hi</h1>',
    '<script>window.ctx = {"a":1}</script>',
    '<script type="module" async="">import "/assets/entry.js";</script>',
    '<script id="_R_">requestAnimationFrame(function(){})</script>',
    '<div hidden id="S:0"><script>window.ctx.data = 2;</script></div>',
    '<script src="/assets/already.js"></script>',
    '<script>done()</script>',
    '</body></html>',
  ].join('');

  it('leaves no inline code behind and merges each run of classic scripts into one file', () => {
    const { html, files } = externalizeInlineScripts(page);
    expect(tagsOf(html)).toEqual([
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script defer src="/assets/inline-*.js"></script>',
      '<script type="module" src="/assets/inline-*.js"></script>',
      '<script id="_R_"></script>',
      '<script></script>',
      '<script src="/assets/already.js"></script>',
      '<script src="/assets/inline-*.js"></script>',
    ]);
    expect([...files.values()]).toEqual([
      'import "/assets/entry.js";',
      'window.ctx = {"a":1};\nrequestAnimationFrame(function(){});\nwindow.ctx.data = 2;',
      'done();',
    ]);
  });

  it('defers a run that starts before any module script, so it never stops the parser yet runs before the modules', () => {
    const { html } = externalizeInlineScripts(page);
    const deferred = html.indexOf('<script defer src="/assets/inline-');
    expect(deferred).toBeGreaterThan(-1);
    expect(deferred).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<h1>Hi</h1>');
  });

  it('keeps a run that starts after a module script where its last script was, running while parsing', () => {
    const { html } = externalizeInlineScripts(page);
    // `done()` came after the module script: deferred, it would run after the modules instead of
    // before them, so it stays a parser-blocking script at its own place.
    expect(tagsOf(html).at(-1)).toBe('<script src="/assets/inline-*.js"></script>');
    expect(html.indexOf('inline-', html.indexOf('already.js'))).toBeGreaterThan(-1);
  });

  it('leaves a script marked data-before-paint inline and in place, and does not merge across it', () => {
    const head =
      '<script data-before-paint="">document.documentElement.dataset.theme="dark"</script>';
    const { html, files } = externalizeInlineScripts(
      page
        .replace('<script>window.ctx', `${head}<script>window.ctx`)
        .replace('<head>', `<head>${head}`),
    );
    expect(tagsOf(html).slice(0, 4)).toEqual([
      head,
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      head,
      '<script defer src="/assets/inline-*.js"></script>',
    ]);
    expect([...files.values()].join('\n')).not.toContain('dataset.theme');
  });

  it('drops async from module scripts, which React would otherwise hoist away while hydrating', () => {
    const { html } = externalizeInlineScripts(page);
    expect(html).not.toContain('async');
  });

  it('names files by content, so identical scripts across pages share one cached file', () => {
    const boot = '<script type="module">boot()</script>';
    const a = externalizeInlineScripts(`<script>same()</script>${boot}`);
    const b = externalizeInlineScripts(`<p>other page</p><script>same()</script>${boot}`);
    expect([...a.files.keys()]).toEqual([...b.files.keys()]);
  });
});
