// Draws each icon content/ names as the inside of an `<svg>`: its viewBox, and its shapes under
// one group that carries the drawing attributes. The pages inline it (components/content-icon.tsx),
// so no icon file stands between a visitor and the first paint (docs/decisions/0035-icons-inline.md).
import { createRequire } from 'node:module';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconNamePattern } from '@portfolio/content-model/icon-name';

const require = createRequire(import.meta.url);

// react-icons renders `<svg stroke=… fill=… stroke-width=… viewBox=… height="1em" width="1em"
// xmlns=…>…</svg>`; the attributes that draw move onto the group.
const rendered = /^<svg([^>]*)>([\s\S]*)<\/svg>$/;
const attribute = /([\w:-]+)="([^"]*)"/g;
const drawing = new Set([
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
]);

export interface IconArtwork {
  viewBox: string;
  /** The `<g>` that draws the icon, as SVG markup. */
  markup: string;
}

/** One icon's artwork; throws, naming the icon, when it does not exist or draws unexpectedly. */
export function iconArtwork(name: string): IconArtwork {
  const match = iconNamePattern.exec(name);
  if (match === null) throw new Error(`Icon "${name}" is not a "<pack>/<Name>" name`);
  const [, pack = '', exportName = ''] = match;
  const icons = require(`react-icons/${pack}`) as Record<string, unknown>;
  const icon = icons[exportName];
  if (typeof icon !== 'function') throw new Error(`react-icons/${pack} has no icon ${exportName}`);
  const markup = renderToStaticMarkup(createElement(icon as ComponentType));
  const svg = rendered.exec(markup);
  if (svg === null)
    throw new Error(
      `react-icons drew ${name} in a shape the build does not know: ${markup.slice(0, 80)}`,
    );
  const [, attributes = '', body = ''] = svg;
  let viewBox: string | undefined;
  const group: string[] = [];
  for (const [, key = '', value = ''] of attributes.matchAll(attribute)) {
    if (key === 'viewBox') viewBox = value;
    else if (drawing.has(key)) group.push(`${key}="${value}"`);
  }
  if (viewBox === undefined) throw new Error(`react-icons drew ${name} without a viewBox`);
  return { viewBox, markup: `<g ${group.join(' ')}>${body}</g>` };
}

/** The artwork of these icons, each once, by name, in a stable order. */
export function iconArtworks(names: Iterable<string>): Record<string, IconArtwork> {
  return Object.fromEntries([...new Set(names)].sort().map((name) => [name, iconArtwork(name)]));
}
