import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';

describe('externalizeInlineScripts', () => {
  const page = [
    '<html><body><h1>Hi</h1>',
    '<script>window.ctx = {"a":1};</script>',
    '<script type="module" async="">import "/assets/entry.js";</script>',
    '<script id="_R_">requestAnimationFrame(function(){})</script>',
    '<script src="/assets/already.js"></script>',
    '<script>window.ctx = {"a":1};</script>',
    '</body></html>',
  ].join('');

  it('leaves no inline script behind and keeps document order and attributes', () => {
    const { html, files } = externalizeInlineScripts(page);
    const tags = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    expect(tags.every(([, body]) => body === '')).toBe(true);
    expect(tags.map(([tag]) => tag.replace(/inline-[\w-]+/, 'inline-*'))).toEqual([
      '<script src="/assets/inline-*.js"></script>',
      '<script type="module" src="/assets/inline-*.js"></script>',
      '<script id="_R_" src="/assets/inline-*.js"></script>',
      '<script src="/assets/already.js"></script>',
      '<script src="/assets/inline-*.js"></script>',
    ]);
    expect([...files.values()]).toEqual([
      'window.ctx = {"a":1};',
      'import "/assets/entry.js";',
      'requestAnimationFrame(function(){})',
    ]);
  });

  it('drops async from module scripts, which React would otherwise hoist away while hydrating', () => {
    const { html } = externalizeInlineScripts(page);
    expect(html).not.toContain('async');
  });

  it('names files by content, so identical scripts across pages share one cached file', () => {
    const a = externalizeInlineScripts('<script>same()</script>');
    const b = externalizeInlineScripts('<p>other page</p><script>same()</script>');
    expect([...a.files.keys()]).toEqual([...b.files.keys()]);
  });
});
