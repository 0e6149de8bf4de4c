// Import rules the architecture depends on, enforced rather than remembered. Imported by
// eslint.config.js, and by scripts/lint-boundaries.test.ts, which proves each rule bites.
//   apps/web/app: routes -> features -> components / lib; features never import each other,
//   components and lib never import features or routes; islands/ (the mechanism) and behaviours/
//   import no feature, route or island, and only entry.client.ts imports the islands' loader.
//   scripts/ and e2e/ use the apps only as programs, never their source; shared helpers live in
//   packages/dev-tools. apps/api never imports apps/web or content/.
import { readdirSync } from 'node:fs';
// eslint-plugin-import, not import-x: import-x resolves through unrs-resolver, whose prebuilt
// binaries for other platforms are not all on the registry this project installs from, so its
// lockfile could never be complete and `npm ci` would refuse it. The rules are the same.
import importPlugin from 'eslint-plugin-import';

const app = './apps/web/app';
const features = readdirSync(new URL('apps/web/app/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const boundaryZones = [
  {
    target: `${app}/components`,
    from: `${app}/features`,
    message: 'Components never import features.',
  },
  {
    target: `${app}/components`,
    from: `${app}/routes`,
    message: 'Components never import routes.',
  },
  { target: `${app}/lib`, from: `${app}/features`, message: 'lib never imports features.' },
  { target: `${app}/lib`, from: `${app}/routes`, message: 'lib never imports routes.' },
  { target: `${app}/features`, from: `${app}/routes`, message: 'Features never import routes.' },
  // The islands' mechanism knows no island (it finds them by their files) and no page; the small
  // behaviours know no island, feature or page. Only the site script imports the islands' loader;
  // anything else asks it to wake an island through the leaf islands/wake-island.ts.
  // (Its tests wake the real islands.)
  ...['features', 'routes', 'components', 'behaviours'].map((from) => ({
    target: `${app}/islands/!(*.test).@(ts|tsx)`,
    from: `${app}/${from}`,
    message: `The islands' mechanism never imports ${from}/: an island is a *.island.tsx file, found by the build.`,
  })),
  ...['features', 'routes', 'islands'].map((from) => ({
    target: `${app}/behaviours`,
    from: `${app}/${from}`,
    except: from === 'islands' ? ['./wake-island.ts'] : [],
    message: `Behaviours never import ${from}/; wake an island with islands/wake-island.ts.`,
  })),
  {
    target: `${app}/lib`,
    from: `${app}/islands`,
    except: ['./wake-island.ts'],
    message: 'lib never imports the islands; wake one with islands/wake-island.ts.',
  },
  ...['components', 'features', 'routes'].map((target) => ({
    target: `${app}/${target}`,
    from: [`${app}/islands/hydrate-islands.ts`, `${app}/islands/island-runtime.ts`],
    message:
      "Only the site script (entry.client.ts) imports the islands' loader; wake an island with islands/wake-island.ts.",
  })),
  ...features.map((feature) => ({
    target: `${app}/features/${feature}`,
    from: `${app}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other; move what they share to components/ or lib/.',
  })),
  ...['./scripts', './e2e'].flatMap((target) => [
    {
      target,
      from: './apps/api/src',
      // The API's settings, which the configuration reference is generated from
      // (scripts/configuration-docs.ts), are the one part of its source a script may read.
      except: target === './scripts' ? ['./env.ts'] : [],
      message: 'Use @portfolio/dev-tools, not the API source.',
    },
    { target, from: './apps/web/app', message: 'Use the built site, not the web app source.' },
  ]),
  { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
  { target: './apps/api', from: './content', message: 'The API never imports content/.' },
  {
    target: './apps/api',
    from: './packages/content-model',
    message: 'The API never imports content/ or what reads it.',
  },
];

/**
 * The flat-config blocks: the plugin and Node's resolver for relative imports (which here always
 * name the file, .ts or .tsx), the path rules and cycle detection; and, for the API, the
 * workspace packages it must not use by name (the resolver does not follow package exports).
 */
export function boundariesConfig(basePath) {
  return [
    {
      files: ['**/*.{ts,tsx,js}'],
      plugins: { import: importPlugin },
      settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
      rules: {
        'import/no-restricted-paths': ['error', { basePath, zones: boundaryZones }],
        'import/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: ['apps/api/**/*.{ts,tsx,js}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@portfolio/content',
                  '@portfolio/content/*',
                  '@portfolio/content-model',
                  '@portfolio/content-model/*',
                  '@portfolio/web',
                  '@portfolio/web/*',
                ],
                message: 'The API never imports content/ or the web app.',
              },
            ],
          },
        ],
      },
    },
  ];
}
