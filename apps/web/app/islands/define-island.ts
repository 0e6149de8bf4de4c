// What an island is: a React component, and when the browser wakes it. An island's file
// (`<name>.island.tsx`, island-name.ts) default-exports defineIsland(Component, trigger); pages
// render it with <Island of={…} props={…} /> (island.tsx), and the loader wakes it in the browser
// (hydrate-islands.ts). The types tie the component to its props, and its props to what JSON
// carries to the browser.
import type { FunctionComponent } from 'react';
import { isIslandTrigger, islandTriggers } from './island-trigger.ts';
import type { IslandTrigger } from './island-trigger.ts';

/** Values JSON loses or changes on the way: refused in an island's props. */
type LostInJson =
  | undefined
  | bigint
  | symbol
  | Date
  | RegExp
  | Map<unknown, unknown>
  | Set<unknown>
  | ((...args: never[]) => unknown);

/**
 * `T` as it survives JSON.stringify then JSON.parse: strings, finite numbers, booleans, null,
 * arrays and plain objects of them. Anything else becomes `never`, so props holding it are refused.
 * (An optional property may be left out: JSON leaves it out too.)
 */
export type JsonSafe<T> = T extends string | number | boolean | null
  ? T
  : T extends LostInJson
    ? never
    : T extends readonly unknown[]
      ? { [K in keyof T]: JsonSafe<T[K]> }
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K]> }
        : never;

export interface IslandDefinition<Props extends object> {
  readonly component: FunctionComponent<Props>;
  readonly trigger: IslandTrigger;
}

/** An island: `component`, prerendered in its page and woken in the browser on `trigger`. */
export function defineIsland<Props extends object>(
  component: FunctionComponent<Props>,
  trigger: IslandTrigger,
  // Asks for an argument nobody can give when the props hold what JSON would lose, so the call
  // fails to type-check and the message names the rule.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a type-level check, never given
  ..._propsMustSurviveJson: Props extends JsonSafe<Props>
    ? []
    : [
        `an island's props must survive JSON: strings, finite numbers, booleans, null, arrays and plain objects`,
      ]
): IslandDefinition<Props> {
  // The types refuse another trigger; a file that slipped past them stops the build here.
  if (!isIslandTrigger(trigger))
    throw new Error(
      `islands: ${component.name || 'a component'} has the trigger "${String(trigger)}"; an island wakes on ${islandTriggers.join(', ')}`,
    );
  return { component, trigger };
}
