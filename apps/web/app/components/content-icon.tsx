import type { CSSProperties } from 'react';
import spriteUrl from 'virtual:content-icons';
import { iconSymbolId } from '@portfolio/content-model/icon-name';

/**
 * An icon content/ names ("si/SiReact"), drawn from the build's SVG sprite: one cacheable file for
 * every page, so the page's JavaScript carries only the name. It takes the text colour.
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
  return (
    <svg aria-hidden="true" width="1em" height="1em" className={className} style={style}>
      <use href={`${spriteUrl}#${iconSymbolId(name)}`} />
    </svg>
  );
}
