import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender-paths.ts';
import { loadWebEnv } from './env.ts';
import { buildTarget } from './scripts/site-languages.ts';

// The default language's site, or a translation's under its own path (scripts/site-languages.ts).
const target = buildTarget(loadWebEnv());

export default {
  appDirectory: 'app',
  // Every page is prerendered, and the pages load no router (root.tsx has no <Scripts/>):
  // `ssr: false` would also build an SPA fallback, which React Router refuses without <Scripts/>.
  // The server build it makes is used only to prerender here; nothing deploys it.
  // docs/decisions/0026-html-pages-with-react-islands.md
  ssr: true,
  // Links and the router's matching under the base path (vite.config.ts puts the assets there).
  basename: target.sitePath,
  buildDirectory: target.buildDirectory,
  prerender: [...prerenderPaths],
  // Runs after every page is prerendered. Imported here, not at the top, so that loading the
  // config (typegen, dev) does not load the image and compression tooling.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { finishBuild } = await import('./scripts/finish-build.ts');
    await finishBuild({
      clientDir: join(reactRouterConfig.buildDirectory, 'client'),
      base: viteConfig.base,
      basename: reactRouterConfig.basename,
    });
  },
} satisfies Config;
