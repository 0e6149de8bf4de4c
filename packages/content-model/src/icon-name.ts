// Icons are named, not imported: `"<pack>/<Export>"` from react-icons, e.g. "si/SiReact" for
// `import { SiReact } from 'react-icons/si'`. The build draws the named icons into one cacheable SVG
// sprite, so the JavaScript a page ships does not grow with the owner's choice or number of icons.
// Kept free of Node APIs: the browser code imports it.

export const iconNamePattern = /^([a-z0-9]+)\/([A-Z][A-Za-z0-9]*)$/;

/** The id of the icon's `<symbol>` in the sprite: "fa6/FaGithub" → "fa6-FaGithub". */
export function iconSymbolId(name: string): string {
  return name.replace('/', '-');
}
