import { identity } from '@portfolio/content/identity';

/** What every text in content/copy.ts may name about the owner. */
const person: Record<string, string> = {
  fullName: identity.fullName,
  firstName: identity.firstName,
  role: identity.role,
  city: identity.location.city,
  country: identity.location.country,
};

/** Fills a text from content/copy.ts: "{name}" becomes `values.name` (or the owner's own detail). */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name] ?? person[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The text before and after one placeholder, the rest filled in, so a component can style the
 * value ("Hi, I'm {firstName}" with the name in a gradient). Without the placeholder, all is `before`.
 */
export function splitAround(
  template: string,
  name: string,
  values: Record<string, string | number> = {},
): { before: string; after: string; found: boolean } {
  const marker = `{${name}}`;
  const at = template.indexOf(marker);
  if (at === -1) return { before: fill(template, values), after: '', found: false };
  return {
    before: fill(template.slice(0, at), values),
    after: fill(template.slice(at + marker.length), values),
    found: true,
  };
}
