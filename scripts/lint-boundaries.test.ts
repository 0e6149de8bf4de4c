// The import rules in eslint-boundaries.js really refuse what they promise to refuse, and let
// the allowed directions through. Each probe is linted as if it sat at the given path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundariesConfig } from '../eslint-boundaries.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...boundariesConfig(root),
  ],
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

describe('import boundaries', () => {
  it.each([
    [
      'a component importing a feature',
      'apps/web/app/components/navbar/probe.tsx',
      "import { Hero } from '../../features/home/hero.tsx';",
    ],
    [
      'a feature importing another feature',
      'apps/web/app/features/about/probe.tsx',
      "import { useCarousel } from '../projects/use-carousel.ts';",
    ],
    [
      'lib importing a feature',
      'apps/web/app/lib/probe.ts',
      "import { sendContactQuery } from '../features/contact/send-contact-query.ts';",
    ],
    [
      'a feature importing a route',
      'apps/web/app/features/home/probe.tsx',
      "import Home from '../../routes/home.tsx';",
    ],
    [
      'a script importing the API source',
      'scripts/probe.ts',
      "import { buildApp } from '../apps/api/src/app.ts';",
    ],
    [
      'an end-to-end test importing the API source',
      'e2e/support/probe.ts',
      "import { openDatabase } from '../../apps/api/src/db/database.ts';",
    ],
    [
      'the API importing content by path',
      'apps/api/src/probe.ts',
      "import { identity } from '../../../content/identity.ts';",
    ],
    [
      'the API importing content by package name',
      'apps/api/src/probe.ts',
      "import { identity } from '@portfolio/content/identity';",
    ],
    [
      'the API importing the web app',
      'apps/api/src/probe.ts',
      "import { loadWebEnv } from '../../web/env.ts';",
    ],
    [
      'the islands mechanism importing a feature',
      'apps/web/app/islands/probe.ts',
      "import { ContactForm } from '../features/contact/contact-form.tsx';",
    ],
    [
      'the islands mechanism importing a component',
      'apps/web/app/islands/probe.ts',
      "import { Toaster } from '../components/toaster.tsx';",
    ],
    [
      'the islands mechanism importing a behaviour',
      'apps/web/app/islands/probe.ts',
      "import { enhancePage } from '../behaviours/enhance-page.ts';",
    ],
    [
      'the islands mechanism importing a route',
      'apps/web/app/islands/probe.ts',
      "import Home from '../routes/home.tsx';",
    ],
    [
      'a behaviour importing a feature',
      'apps/web/app/behaviours/probe.ts',
      "import { sendContactQuery } from '../features/contact/send-contact-query.ts';",
    ],
    [
      'a behaviour importing a route',
      'apps/web/app/behaviours/probe.ts',
      "import Home from '../routes/home.tsx';",
    ],
    [
      "a behaviour importing the islands' loader",
      'apps/web/app/behaviours/probe.ts',
      "import { hydrateIsland } from '../islands/hydrate-islands.ts';",
    ],
    [
      "lib importing the islands' loader",
      'apps/web/app/lib/probe.ts',
      "import { hydrateIsland } from '../islands/hydrate-islands.ts';",
    ],
    [
      "a feature importing the islands' loader",
      'apps/web/app/features/contact/probe.tsx',
      "import { hydrateIsland } from '../../islands/hydrate-islands.ts';",
    ],
    [
      "a component importing the islands' runtime",
      'apps/web/app/components/probe.tsx',
      "import { hydrateIslandRoot } from '../islands/island-runtime.ts';",
    ],
    [
      "a route importing the islands' loader",
      'apps/web/app/routes/probe.tsx',
      "import { scheduleIslands } from '../islands/hydrate-islands.ts';",
    ],
  ])('refuses %s', async (_name, file, code) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^(import\/no-restricted-paths|no-restricted-imports): /);
  });

  it.each([
    [
      'a feature using a shared component',
      'apps/web/app/features/home/probe.tsx',
      "import { useSound } from '../../components/sound/sound-context.tsx';",
    ],
    [
      'a feature using its own files',
      'apps/web/app/features/about/probe.tsx',
      "import { SectionHeading } from './section-heading.tsx';",
    ],
    [
      'a route using a feature',
      'apps/web/app/routes/probe.tsx',
      "import { Hero } from '../features/home/hero.tsx';",
    ],
    [
      "the islands' tests waking a real island",
      'apps/web/app/islands/probe.test.tsx',
      "import toaster from '../components/toaster.island.tsx';",
    ],
    [
      'lib waking an island through the leaf',
      'apps/web/app/lib/probe.ts',
      "import { wakeIsland } from '../islands/wake-island.ts';",
    ],
    [
      'a behaviour waking an island through the leaf',
      'apps/web/app/behaviours/probe.ts',
      "import { wakeIsland } from '../islands/wake-island.ts';",
    ],
    [
      'an island file defining itself',
      'apps/web/app/features/search/probe.island.tsx',
      "import { defineIsland } from '../../islands/define-island.ts';",
    ],
    [
      'the site script importing the loader',
      'apps/web/app/entry.client.ts',
      "import { scheduleIslands } from './islands/hydrate-islands.ts';",
    ],
    [
      'a script using the dev tools',
      'scripts/probe.ts',
      "import { freePort } from '@portfolio/dev-tools/free-port';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
