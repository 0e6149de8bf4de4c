import { createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandDefinition } from './define-island.ts';
import { islandAttributes } from './island-attributes.ts';
import { islandsByName } from './island-name.ts';
import { IslandRoot } from './island-root.tsx';
import { stringifyProps } from './json-props.ts';

// Every island file, to know each definition's name (its file's): the prerender renders them all.
// The browser's loader finds the same files lazily (hydrate-islands.ts).
const names = new Map<IslandDefinition<never>, string>(
  [
    ...islandsByName(
      import.meta.glob<IslandDefinition<never>>('../**/*.island.tsx', {
        eager: true,
        import: 'default',
      }),
    ),
  ].map(([name, definition]) => [definition, name]),
);

/** The name of an island's definition, from its file; an error when it is not one of the island files. */
export function nameOf(definition: IslandDefinition<never>): string {
  const name = names.get(definition);
  if (name === undefined)
    throw new Error(
      `islands: ${definition.component.name || 'a component'} is not the default export of a *.island.tsx file under app/`,
    );
  return name;
}

/**
 * A stateful widget in a page that is otherwise HTML: rendered here at build time, as a root of its
 * own (as the browser will hydrate it), with its props written beside it as JSON and its own id
 * prefix, so that two islands never share an id. The browser wakes it on its trigger.
 */
export function Island<Props extends object>({
  of: definition,
  props,
}: {
  /** The default export of the island's file (`<name>.island.tsx`). */
  of: IslandDefinition<Props>;
  props: Props;
}) {
  const name = nameOf(definition);
  // Unique in the page, and the same on every render of it: this island's root's ids.
  const idPrefix = `${name}${useId().replace(/[^\w-]/g, '')}-`;
  const html = renderToString(
    createElement(IslandRoot, { children: createElement(definition.component, props) }),
    { identifierPrefix: idPrefix },
  );
  return createElement('div', {
    [islandAttributes.name]: name,
    [islandAttributes.load]: definition.trigger,
    [islandAttributes.props]: stringifyProps(name, props),
    [islandAttributes.idPrefix]: idPrefix,
    className: 'contents',
    dangerouslySetInnerHTML: { __html: html },
  });
}
