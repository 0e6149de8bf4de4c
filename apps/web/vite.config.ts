import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vite';
import { posts } from '@portfolio/content/schema/site-pages';
import { loadWebEnv } from './env.ts';
import { contentIcons } from './scripts/content-icons-plugin.ts';
import { contentFontsPlugin } from './scripts/content-fonts-plugin.ts';
import { contentAssets } from './scripts/content-assets-plugin.ts';
import { imageCacheDir } from './scripts/image-cache.ts';

const env = loadWebEnv();

export default defineConfig({
  // Every asset URL (scripts, styles, fonts, pictures, sounds, the sprite) under the base path.
  base: env.BASE_PATH,
  plugins: [
    tailwindcss(),
    imagetools({ removeMetadata: true, cache: { dir: imageCacheDir } }),
    contentAssets(),
    contentIcons(),
    contentFontsPlugin(),
    reactRouter(),
  ],
  define: {
    __CONTACT_ENDPOINT__: JSON.stringify(env.CONTACT_ENDPOINT),
    __CHALLENGE_ENDPOINT__: JSON.stringify(env.CHALLENGE_ENDPOINT),
    __SITE_URL__: JSON.stringify(env.SITE_URL),
    // Whether the site has a blog: its navigation entry and feed links (content/schema/site-pages.ts).
    __HAS_BLOG__: JSON.stringify(posts.length > 0),
  },
  build: {
    assetsInlineLimit: 0,
    // Kept for the build's last step, which reads the module graph from it and then deletes it
    // (scripts/finish-build.ts).
    manifest: true,
    rolldownOptions: {
      // The image pipeline (vite-imagetools, sharp) is most of the build's time by design; the
      // timing report would print on every build and say only that.
      checks: { bundlerTimings: false },
      output: {
        // Every request costs a round trip on a phone network, so the client loads three scripts
        // before hydrating instead of a dozen: React and the router, the code several pages share,
        // and the page's own module.
        codeSplitting: {
          groups: [
            // React DOM on its own: evaluated after the first paint (start-after-first-paint.ts),
            // React DOM and the router in one file would be one task long enough to block input.
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-router|cookie-es|@remix-run[\\/]route-pattern)[\\/]/,
              priority: 2,
            },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  // Another app on the port is an error, not a silent move to the next one the form cannot reach.
  server: { port: env.SITE_PORT, strictPort: true },
});
