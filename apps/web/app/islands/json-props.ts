// An island's props travel to the browser as JSON (island.tsx writes them, hydrate-islands.ts
// reads them). The types refuse what JSON would lose (define-island.ts); these are the same rules
// at run time, for what types cannot see (a NaN, an object of a class), and a parse that names
// the island it failed for. A leaf: it imports nothing.

/** Where in `value` JSON would lose or change something, as a path (`props.pictures[1].when`), or null. */
export function lostInJson(value: unknown, at = 'props'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${at} (${String(value)})`;
  if (typeof value !== 'object') return `${at} (${typeof value})`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      // An array keeps its length: a hole or undefined would come back as null.
      const lost =
        item === undefined ? `${at}[${index}] (undefined)` : lostInJson(item, `${at}[${index}]`);
      if (lost !== null) return lost;
    }
    return null;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null)
    return `${at} (${(value as { constructor?: { name?: string } }).constructor?.name ?? 'an object of a class'})`;
  for (const [key, item] of Object.entries(value)) {
    // An object's undefined property is left out, and comes back undefined: nothing is lost.
    if (item === undefined) continue;
    const lost = lostInJson(item, `${at}.${key}`);
    if (lost !== null) return lost;
  }
  return null;
}

/** The props as the page carries them; throws, naming the island and the value, when JSON would lose one. */
export function stringifyProps(name: string, props: object): string {
  const lost = lostInJson(props);
  if (lost !== null)
    throw new Error(
      `Island "${name}": ${lost} would not survive JSON on its way to the browser; pass strings, numbers, booleans, null, arrays and plain objects`,
    );
  return JSON.stringify(props);
}

/** The props a page carries for an island, or an error that names the island. */
export function parseProps(name: string, json: string | null): Record<string, unknown> {
  let props: unknown;
  try {
    props = JSON.parse(json ?? '{}');
  } catch (error) {
    throw new Error(`Island "${name}": its props are not JSON (${String(error)})`, {
      cause: error,
    });
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props))
    throw new Error(`Island "${name}": its props are not an object`);
  return props as Record<string, unknown>;
}
