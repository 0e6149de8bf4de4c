import { describe, expect, it } from 'vitest';
import { hoistCriticalLinks } from './hoist-critical-links.ts';

const head = (...tags: string[]) =>
  `<!DOCTYPE html><html><head>${tags.join('')}</head><body></body></html>`;
const charset = '<meta charSet="utf-8"/>';
const viewport = '<meta name="viewport" content="width=device-width"/>';
const font = '<link rel="preload" href="/a.woff2" as="font" type="font/woff2"/>';
const modulePreload = '<link rel="modulepreload" href="/assets/framework.js"/>';
const stylesheet = '<link rel="stylesheet" href="/assets/root.css"/>';
const image =
  '<link rel="preload" as="image" imageSrcSet="/p.avif 256w" imageSizes="288px" fetchPriority="high"/>';

describe('hoistCriticalLinks', () => {
  it('puts the stylesheet and the high-priority image preload right after the viewport meta', () => {
    const html = head(charset, viewport, font, modulePreload, stylesheet, image);
    expect(hoistCriticalLinks(html)).toBe(
      head(charset, viewport, stylesheet, image, font, modulePreload),
    );
  });

  it('leaves other preloads and the body alone', () => {
    const lazyImage = '<link rel="preload" as="image" href="/later.png"/>';
    const html = head(charset, viewport, lazyImage, stylesheet).replace(
      '<body></body>',
      `<body>${image}</body>`,
    );
    expect(hoistCriticalLinks(html)).toBe(
      head(charset, viewport, stylesheet, lazyImage).replace(
        '<body></body>',
        `<body>${image}</body>`,
      ),
    );
  });

  it('fails loudly when the head has no stylesheet or no viewport meta', () => {
    expect(() => hoistCriticalLinks(head(charset, viewport, font), 'about/index.html')).toThrow(
      /no <link rel="stylesheet"> in the <head> in about\/index.html/,
    );
    expect(() => hoistCriticalLinks(head(charset, stylesheet))).toThrow(/no viewport <meta>/);
  });
});
