// The contact query as the API accepts it: one zod schema for the route, the benchmark and the
// tests. Text is checked for what a person could have meant to type: no control characters
// (a message may keep its line breaks and tabs), no lone UTF-16 surrogates, and a field made only
// of white space or invisible characters (U+200B and friends) counts as empty.
import { z } from 'zod';
import { contactQueryLimits } from './contact-query-limits.ts';

// Default_Ignorable_Code_Point covers zero-width spaces and joiners, word joiners, BOMs, variation
// selectors and the Hangul fillers; Braille blank and the halfwidth filler look empty too.
const invisibleOnly = /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\uFFA0]*$/u;
const loneSurrogate = /\p{Cs}/u;
const lineBreak = /[\r\n\u2028\u2029\u0085]/;
const controlCharacter = /\p{Cc}/u;
// eslint-disable-next-line no-control-regex -- what a message may keep: newline and tab
const controlOtherThanNewlineOrTab = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** A field's name as its problems say it ("Name is required."). */
type Field = string;

function problemWith(
  value: string,
  field: Field,
  max: number,
  multiline: boolean,
): string | undefined {
  if (loneSurrogate.test(value)) return `${field} contains characters that are not text.`;
  if (!multiline && lineBreak.test(value)) return `${field} must be on one line.`;
  if (multiline ? controlOtherThanNewlineOrTab.test(value) : controlCharacter.test(value))
    return `${field} must not contain control characters.`;
  if (invisibleOnly.test(value)) return `${field} is required.`;
  if (value.length > max) return `${field} must be at most ${max} characters.`;
  return undefined;
}

/** A trimmed string that is required, not too long and free of characters nobody types. */
export function formText(field: Field, max: number, options: { multiline: boolean }) {
  return z
    .string({ error: `${field} is required.` })
    .transform((value) =>
      // A textarea posted as a form sends CRLF; JSON from the same textarea sends LF.
      (options.multiline ? value.replace(/\r\n?/g, '\n') : value).trim(),
    )
    .superRefine((value, ctx) => {
      const problem = problemWith(value, field, max, options.multiline);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The longest language tag taken: BCP 47's practical limit (RFC 5646, section 4.4.1). */
export const languageTagMaxLength = 35;

/**
 * The language the form was sent in (its page's, a BCP 47 tag), canonical ("pt-br" is "pt-BR");
 * optional, for clients older than the field. A value Intl cannot read as a tag is refused.
 */
export const languageTag = z
  .string({ error: 'Language must be a language tag such as en or pt-BR.' })
  .trim()
  .max(languageTagMaxLength, 'Language must be a language tag such as en or pt-BR.')
  .transform((value, ctx) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(value);
      if (canonical !== undefined && /^[A-Za-z0-9-]+$/.test(canonical)) return canonical;
    } catch {
      // Not a tag: named below.
    }
    ctx.addIssue({
      code: 'custom',
      message: 'Language must be a language tag such as en or pt-BR.',
    });
    return z.NEVER;
  });

export const contactQuerySchema = z.object({
  name: formText('Name', contactQueryLimits.name, { multiline: false }),
  email: formText('E-mail', contactQueryLimits.email, { multiline: false }).pipe(
    z.email('E-mail must be a valid address.'),
  ),
  message: formText('Message', contactQueryLimits.message, { multiline: true }),
  language: languageTag.optional(),
});

export type ContactQuery = z.infer<typeof contactQuerySchema>;

export type ContactQueryCheck =
  { ok: true; query: ContactQuery } | { ok: false; fields: Record<string, string> };

/**
 * One pass over whatever arrived: the query, or the first problem with each field. A body that
 * is not an object at all is reported under `body`.
 */
export function checkContactQuery(body: unknown): ContactQueryCheck {
  const result = contactQuerySchema.safeParse(body);
  if (result.success) return { ok: true, query: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length === 0 ? 'body' : String(issue.path[0]);
    fields[field] ??= field === 'body' ? 'The request body must be a JSON object.' : issue.message;
  }
  return { ok: false, fields };
}
