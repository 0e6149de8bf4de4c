import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { placeLanguage } from './build-site.ts';

const folders: string[] = [];
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'build-site-'));
  folders.push(folder);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a translation put in place', () => {
  it('goes under its path whole, but for the files that describe the whole site', () => {
    const language = folderWith({
      'index.html': 'home',
      'about/index.html': 'about',
      '404.html': 'missing',
      'assets/app-1.js': 'js',
      'robots.txt': 'robots',
      _headers: 'headers',
      'vercel.json': '{}',
      '.nojekyll': '',
    });
    const site = folderWith({ 'index.html': 'default home' });
    placeLanguage(language, site, 'ar');
    expect(readFileSync(path.join(site, 'ar', 'about', 'index.html'), 'utf8')).toBe('about');
    expect(readFileSync(path.join(site, 'ar', '404.html'), 'utf8')).toBe('missing');
    expect(existsSync(path.join(site, 'ar', 'assets', 'app-1.js'))).toBe(true);
    for (const whole of ['robots.txt', '_headers', 'vercel.json', '.nojekyll'])
      expect(existsSync(path.join(site, 'ar', whole)), whole).toBe(false);
    expect(readFileSync(path.join(site, 'index.html'), 'utf8')).toBe('default home');
  });

  it('refuses a path the default language already has a page at', () => {
    const site = folderWith({ 'ar/index.html': 'a page of the owner’s own' });
    expect(() => placeLanguage(folderWith({ 'index.html': 'home' }), site, 'ar')).toThrow(
      /ar\/ is both a page of the site and the path of content\/locales\/ar\//,
    );
  });
});
