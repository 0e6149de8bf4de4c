// The visitor specs against the built site served by a plain static file server that is not ours
// (Caddy, from Debian), the way GitHub Pages, Netlify or any static host serves it: the build's
// folder published at BASE_PATH, unknown paths answered with its 404.html, no headers of ours.
// `npm run test:static-host` (scripts/static-host-e2e.ts) runs it under /portfolio/. The specs
// that run here say so in their headers ("static host"): those whose outcome depends on who serves
// the files and at which path (support/where-specs-run.ts).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import sample from './playwright.config.ts';
import { apiHealthUrl, basePath, siteOrigin, siteUrl } from './support/addresses.ts';
import { e2eDatabase } from './support/e2e-database.ts';
import { specsFor } from './support/where-specs-run.ts';

const built = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));
// The host's document root holds the build at the base path, as a project site's repository
// name does on GitHub Pages.
const documentRoot = mkdtempSync(path.join(tmpdir(), 'static-host-'));
const segments = basePath.split('/').filter(Boolean);
const published = path.join(documentRoot, 'www', ...segments);
mkdirSync(path.dirname(published), { recursive: true });
symlinkSync(built, published, 'dir');
const caddyfile = path.join(documentRoot, 'Caddyfile');
writeFileSync(
  caddyfile,
  `{
\tadmin off
\tauto_https off
}

${siteOrigin} {
\troot * ${path.join(documentRoot, 'www')}
\ttry_files {path} {path}/index.html
\tfile_server
\thandle_errors {
\t\t@language path_regexp language ^${basePath}([a-z][a-z][a-z]?(?:-[a-z0-9]+)*)/
\t\thandle @language {
\t\t\ttry_files ${basePath}{re.language.1}/404.html ${basePath}404.html
\t\t\tfile_server
\t\t}
\t\thandle {
\t\t\trewrite * ${basePath}404.html
\t\t\tfile_server
\t\t}
\t}
}
`,
);

export default defineConfig({
  ...sample,
  projects: [
    {
      name: 'static-host',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: specsFor('static host'),
    },
    {
      name: 'static-host, no JavaScript',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: false,
      },
      testMatch: specsFor('static host without JavaScript'),
    },
  ],
  webServer: [
    {
      command: `caddy run --config ${caddyfile} --adapter caddyfile`,
      url: siteUrl,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx apps/api/src/server.ts',
      cwd: '..',
      // Every page the specs open reports a view from one address: more than a visitor's share.
      env: { DATABASE_URL: e2eDatabase, CORS_ORIGINS: siteOrigin, VISITS_RATE_LIMIT_MAX: '100000' },
      url: apiHealthUrl,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
