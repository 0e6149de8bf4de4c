import type { CSSProperties } from 'react';
import icons from 'virtual:content-icons';

/**
 * An icon content/ names ("si/SiReact"), drawn inline from the artwork the build reads out of
 * react-icons: no icon file stands between the visitor and the first paint, and a page carries only
 * the icons it shows (docs/decisions/0035-icons-inline.md). It takes the text colour.
 */
export function ContentIcon({
  name,
  className,
  style,
}: {
  name: string;
  className?: string;
  style?: CSSProperties;
}) {
  const artwork = icons[name];
  // content:check refuses an unknown icon; a name that slips past it fails the prerender, here.
  if (artwork === undefined) throw new Error(`No artwork for the icon "${name}" content/ names`);
  return (
    <svg
      aria-hidden="true"
      width="1em"
      height="1em"
      viewBox={artwork.viewBox}
      className={className}
      style={style}
      // The build's own markup, from react-icons (scripts/icon-artwork.ts), never a visitor's.
      dangerouslySetInnerHTML={{ __html: artwork.markup }}
    />
  );
}
