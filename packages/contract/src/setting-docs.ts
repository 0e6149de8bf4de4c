// What a configuration variable means, said once, on its field in the zod schema that reads it
// (apps/web/env.ts, apps/api/src/env.ts, packages/http-guards/src/server-limits.ts): the reference
// (docs/configuration.md) and .env.example are generated from these (scripts/configuration-docs.ts).
import type { z } from 'zod';

export interface SettingDoc {
  /** What it does, in a sentence or two, for the owner. */
  description: string;
  /** The default as an owner would write it, when the schema's own is not that (a duration, a path, a value derived from others). */
  defaultText?: string;
  /** A value to show in .env.example when there is no default. */
  example?: string;
}

/** The fields of a settings object, each carrying its documentation; every field must have one. */
export function documented<Fields extends Record<string, z.ZodType>>(
  fields: Fields,
  docs: { [Name in keyof Fields]: SettingDoc },
): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.meta({ ...docs[name] })]),
  ) as Fields;
}

/** The documentation a field carries, if any. */
export function settingDocOf(field: z.ZodType): SettingDoc | undefined {
  const meta = field.meta() as Partial<SettingDoc> | undefined;
  return typeof meta?.description === 'string'
    ? { ...meta, description: meta.description }
    : undefined;
}
