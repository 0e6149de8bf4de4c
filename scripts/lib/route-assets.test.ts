import { describe, expect, it } from 'vitest';
import { linkedStylesheets, parseRouteManifest, routeAssets } from './route-assets.ts';

const source = `window.__reactRouterManifest={"entry":{"module":"/assets/entry.js","imports":["/assets/react.js"],"css":[]},"routes":{"root":{"id":"root","module":"/assets/root.js","imports":["/assets/react.js","/assets/toasts.js"],"css":["/assets/root.css"]},"routes/about":{"id":"routes/about","parentId":"root","path":"about","module":"/assets/about.js","imports":["/assets/react.js","/assets/reveal.js"],"css":["/assets/about.css"]}}};`;

describe('routeAssets', () => {
  it('collects the entry, root and route files with their imports, each once', () => {
    expect(routeAssets(parseRouteManifest(source), 'routes/about')).toEqual({
      js: [
        '/assets/entry.js',
        '/assets/react.js',
        '/assets/root.js',
        '/assets/toasts.js',
        '/assets/about.js',
        '/assets/reveal.js',
      ],
      css: ['/assets/root.css', '/assets/about.css'],
    });
  });

  it('names a route that is not in the manifest', () => {
    expect(() => routeAssets(parseRouteManifest(source), 'routes/blog')).toThrow(
      'route "routes/blog" is not in the build manifest',
    );
  });

  it('finds the stylesheets a page links, each once', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>' +
      '<link rel="preload" as="image" href="/a.avif"/><link href="/assets/x.css" rel="stylesheet">' +
      '<link rel="stylesheet" href="/assets/app-1.css"/></head>';
    expect(linkedStylesheets(html)).toEqual(['/assets/app-1.css', '/assets/x.css']);
  });
});
