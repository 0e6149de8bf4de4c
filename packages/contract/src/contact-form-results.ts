// Where the API sends a visitor whose browser posted the contact form itself (JavaScript off or
// not yet loaded): a prerendered page of the site per outcome. The paths are relative to the
// site's base path and name the outcome only, never anything the visitor typed. Plain constants,
// so the site's routes and the API's redirects come from one list.

/** The form's fields, in the order they are shown and named in a result path. */
export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export const contactResultPaths = {
  sent: 'contact/sent',
  notSent: 'contact/not-sent',
  tooMany: 'contact/too-many',
} as const;

const checkPrefix = 'contact/check/';

/** The page naming which fields to fix, e.g. `contact/check/name-email`; fields in form order. */
export function checkFieldsPath(fields: Iterable<string>): string {
  const wanted = new Set(fields);
  const named = contactFields.filter((field) => wanted.has(field));
  // A failure on no known field (an array where a string was due, say) asks to check them all.
  return `${checkPrefix}${(named.length > 0 ? named : contactFields).join('-')}`;
}

/** The fields a check path names, or undefined for a path that is not one. */
export function fieldsOfCheckPath(path: string): ContactField[] | undefined {
  if (!path.startsWith(checkPrefix)) return undefined;
  const names = path.slice(checkPrefix.length).split('-');
  const fields = contactFields.filter((field) => names.includes(field));
  return fields.length === names.length && checkFieldsPath(fields) === path ? fields : undefined;
}

/** Every result page the site prerenders: the three outcomes and a check page per set of fields. */
export function contactResultPagePaths(): string[] {
  const subsets: ContactField[][] = [];
  for (let mask = 1; mask < 1 << contactFields.length; mask += 1)
    subsets.push(contactFields.filter((_field, index) => (mask & (1 << index)) !== 0));
  return [...Object.values(contactResultPaths), ...subsets.map(checkFieldsPath)];
}
