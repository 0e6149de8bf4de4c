import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoistBasenameFolder, moveNotFoundPage, writeHostMarkers } from './static-host-layout.ts';

/** A client build as React Router 8.4 leaves it: files at the given paths, each holding its path. */
function build(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), file);
  }
  return dir;
}

describe('static host layout', () => {
  it('moves the pages React Router wrote under the basename up to the root', () => {
    const dir = build([
      'assets/app.js',
      'portfolio/index.html',
      'portfolio/about/index.html',
      'portfolio/sitemap.xml',
    ]);
    hoistBasenameFolder(dir, '/portfolio/');
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('portfolio/index.html');
    expect(readFileSync(join(dir, 'about/index.html'), 'utf8')).toBe('portfolio/about/index.html');
    expect(existsSync(join(dir, 'sitemap.xml'))).toBe(true);
    expect(existsSync(join(dir, 'assets/app.js'))).toBe(true);
    expect(existsSync(join(dir, 'portfolio'))).toBe(false);
  });

  it('handles a base path of several folders', () => {
    const dir = build(['assets/app.js', 'a/b/index.html', 'a/b/about/index.html']);
    hoistBasenameFolder(dir, '/a/b/');
    expect(existsSync(join(dir, 'about/index.html'))).toBe(true);
    expect(existsSync(join(dir, 'a'))).toBe(false);
  });

  it('leaves a root build alone, and one React Router already wrote at the root', () => {
    const root = build(['index.html', 'about/index.html']);
    hoistBasenameFolder(root, '/');
    hoistBasenameFolder(root, '/portfolio/');
    expect(existsSync(join(root, 'about/index.html'))).toBe(true);
  });

  it('fails loudly when no prerendered page is where React Router writes them', () => {
    expect(() => hoistBasenameFolder(build(['assets/app.js']), '/portfolio/')).toThrow(
      /no prerendered index.html under .*portfolio/,
    );
  });

  it('refuses a page whose path collides with a build folder instead of overwriting it', () => {
    const dir = build(['assets/app.js', 'portfolio/index.html', 'portfolio/assets/index.html']);
    expect(() => hoistBasenameFolder(dir, '/portfolio/')).toThrow(/assets is both/);
    expect(existsSync(join(dir, 'assets/app.js'))).toBe(true);
  });

  it('makes the 404 page the top-level 404.html, leaving no /404/ page', () => {
    const dir = build(['404/index.html', 'index.html']);
    moveNotFoundPage(dir, '/404');
    expect(readFileSync(join(dir, '404.html'), 'utf8')).toBe('404/index.html');
    expect(existsSync(join(dir, '404'))).toBe(false);
    expect(() => moveNotFoundPage(dir, '/404')).toThrow(/404 page was not prerendered/);
  });

  it('writes .nojekyll for GitHub Pages', () => {
    const dir = build(['index.html']);
    writeHostMarkers(dir);
    expect(readFileSync(join(dir, '.nojekyll'), 'utf8')).toBe('');
  });
});
