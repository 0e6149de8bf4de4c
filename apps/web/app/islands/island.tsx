import { createElement } from 'react';
import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { islandAttributes } from './island-attributes.ts';
import { IslandRoot } from './island-root.tsx';
import type { IslandLoad, IslandName } from './island-registry.ts';

/**
 * A stateful widget in a page that is otherwise HTML: rendered here at build time, as a root of its
 * own (as the browser will hydrate it), with its props written beside it as JSON. `load` says when
 * the browser wakes it (island-registry.ts). Its props must survive JSON: strings, numbers,
 * booleans, arrays and plain objects.
 */
export function Island<Props extends object>({
  name,
  component,
  props,
  load,
}: {
  /** The name under which island-registry.ts loads `component` in the browser. */
  name: IslandName;
  component: FunctionComponent<Props>;
  props: Props;
  load: IslandLoad;
}) {
  const html = renderToString(
    createElement(IslandRoot, { children: createElement(component, props) }),
    { identifierPrefix: `${name}-` },
  );
  return createElement('div', {
    [islandAttributes.name]: name,
    [islandAttributes.load]: load,
    [islandAttributes.props]: JSON.stringify(props),
    className: 'contents',
    dangerouslySetInnerHTML: { __html: html },
  });
}
