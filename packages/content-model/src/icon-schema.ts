// Checks an icon name against the react-icons package the build draws from, with suggestions.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { closestNames } from './closest-names.ts';
import { iconNamePattern } from './icon-name.ts';

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('react-icons'));

/** react-icons' packs ("fa6", "si", "hi2", …): the subpaths its package exports, less its helpers. */
export const iconPacks: readonly string[] = Object.keys(
  (
    JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    }
  ).exports,
)
  .map((subpath) => /^\.\/([a-z0-9]+)$/.exec(subpath)?.[1])
  .filter((pack): pack is string => pack !== undefined && pack !== 'lib')
  .sort();

const packExports = new Map<string, string[]>();

/** The icon names one pack exports, e.g. ["SiReact", …] for "si"; loaded once, on first use. */
export function iconsInPack(pack: string): string[] {
  let names = packExports.get(pack);
  if (names === undefined) {
    const module = require(`react-icons/${pack}`) as Record<string, unknown>;
    names = Object.keys(module).filter((name) => typeof module[name] === 'function');
    packExports.set(pack, names);
  }
  return names;
}

const browse = 'browse them at https://react-icons.github.io/react-icons';

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** Why `value` is not an icon the build can draw, or undefined when it is one. */
export function iconProblem(value: string): string | undefined {
  const match = iconNamePattern.exec(value);
  if (match === null)
    return `must name a react-icons icon as "<pack>/<Name>", e.g. "si/SiReact" for \`import { SiReact } from 'react-icons/si'\`; ${browse}`;
  const [, pack = '', name = ''] = match;
  if (!iconPacks.includes(pack)) {
    const packs = closestNames(pack, iconPacks);
    return `"${pack}" is not a react-icons pack${packs.length > 0 ? `; did you mean ${quoted(packs)}?` : ''} Packs: ${iconPacks.join(', ')}`;
  }
  const names = iconsInPack(pack);
  if (names.includes(name)) return undefined;
  const suggestions = closestNames(name, names).map((found) => `${pack}/${found}`);
  return `"${value}" is not an icon${suggestions.length > 0 ? `; did you mean ${quoted(suggestions)}?` : ''} (${browse})`;
}

export const icon = z.string().refine((value) => iconProblem(value) === undefined, {
  error: (issue) => iconProblem(String(issue.input)),
});
