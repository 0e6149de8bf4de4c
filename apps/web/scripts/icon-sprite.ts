// Draws the icons content/ names into one SVG sprite: a `<symbol>` per icon, referenced by the
// pages with `<use href="…/icons-<hash>.svg#si-SiReact">`. The artwork never enters the JavaScript.
import { createRequire } from 'node:module';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconNamePattern, iconSymbolId } from '@portfolio/content-model/icon-name';

const require = createRequire(import.meta.url);

// react-icons renders `<svg stroke=… fill=… stroke-width=… viewBox=… height="1em" width="1em"
// xmlns=…>…</svg>`; the attributes that draw move onto the symbol's group.
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

/** One icon as a `<symbol>`; throws, naming the icon, when it does not exist or draws unexpectedly. */
export function iconSymbol(name: string): string {
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
      `react-icons drew ${name} in a shape the sprite does not know: ${markup.slice(0, 80)}`,
    );
  const [, attributes = '', body = ''] = svg;
  let viewBox: string | undefined;
  const group: string[] = [];
  for (const [, key = '', value = ''] of attributes.matchAll(attribute)) {
    if (key === 'viewBox') viewBox = value;
    else if (drawing.has(key)) group.push(`${key}="${value}"`);
  }
  if (viewBox === undefined) throw new Error(`react-icons drew ${name} without a viewBox`);
  return `<symbol id="${iconSymbolId(name)}" viewBox="${viewBox}"><g ${group.join(' ')}>${body}</g></symbol>`;
}

/** The sprite for these icons, each once, in a stable order so its hash changes only with them. */
export function iconSprite(names: Iterable<string>): string {
  const symbols = [...new Set(names)].sort().map(iconSymbol);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
