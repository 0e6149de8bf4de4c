import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWarnings, placeLanguage } from './build-site.ts';

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
  it('goes under its path whole, but for the files that describe the whole site and its assets', () => {
    const language = folderWith({
      'index.html': 'home',
      'about/index.html': 'about',
      '404.html': 'missing',
      'assets/app-1.js': 'js',
      'assets/photo-2.webp': 'the same photo',
      'robots.txt': 'robots',
      _headers: 'headers',
      'vercel.json': '{}',
      '.nojekyll': '',
    });
    const site = folderWith({
      'index.html': 'default home',
      'assets/photo-2.webp': 'the same photo',
    });
    placeLanguage(language, site, 'ar');
    expect(readFileSync(path.join(site, 'ar', 'about', 'index.html'), 'utf8')).toBe('about');
    expect(readFileSync(path.join(site, 'ar', '404.html'), 'utf8')).toBe('missing');
    // Its assets join the one folder its pages' URLs name, a file both languages have once.
    expect(existsSync(path.join(site, 'ar', 'assets'))).toBe(false);
    expect(readFileSync(path.join(site, 'assets', 'app-1.js'), 'utf8')).toBe('js');
    expect(readFileSync(path.join(site, 'assets', 'photo-2.webp'), 'utf8')).toBe('the same photo');
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

  it('stops when two languages wrote other bytes under one asset name', () => {
    const site = folderWith({ 'assets/photo-2.webp': 'one photo' });
    const language = folderWith({ 'index.html': 'home', 'assets/photo-2.webp': 'another photo' });
    expect(() => placeLanguage(language, site, 'ar')).toThrow(
      /photo-2\.webp differs between two languages' builds under one name/,
    );
  });
});

describe("a build's warnings", () => {
  it('are the lines that warn, so that the build stops on them', () => {
    const output = [
      'Prerender (html): /about -> build/client/about/index.html',
      '10:32:26 PM [react-router] (__config_loader) warning: ',
      'The above dynamic import cannot be analyzed by Vite.',
      '(!) Some chunks are larger than 500 kB after minification. Consider: warn',
      'finish-build: 37 pages',
    ].join('\n');
    expect(buildWarnings(output)).toEqual([
      '10:32:26 PM [react-router] (__config_loader) warning:',
      '(!) Some chunks are larger than 500 kB after minification. Consider: warn',
    ]);
  });

  it('are none in a clean build', () => {
    expect(
      buildWarnings('Prerender (html): / -> build/client/index.html\nbuilt in 2.1s\n'),
    ).toEqual([]);
  });
});
