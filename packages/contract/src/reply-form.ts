// A reader's reply as the API accepts it: the contact form's rules for a person's text
// (./contact-query.ts), a post that is a path on the site, and two optional fields: a website
// (http or https only: it becomes a link on the post) and an e-mail to hear of an answer. An
// optional field left empty is as if it were not sent.
import { z } from 'zod';
import { formText, languageTag } from './contact-query.ts';
import { replyLimits } from './replies.ts';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A post's path on the site, as the page's own address names it; no trailing slash. */
export const postPath = z
  .string({ error: 'Post is required.' })
  .max(replyLimits.post, `Post must be at most ${String(replyLimits.post)} characters.`)
  .regex(/^\/[\w\-./%~]*$/, 'Post must be a path on the site, such as /blog/a-post.')
  .transform((value) => value.replace(/\/+$/, '') || '/');

const website = formText('Website', replyLimits.site, { multiline: false }).superRefine(
  (value, ctx) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url === undefined || !['http:', 'https:'].includes(url.protocol) || url.hostname === '')
      ctx.addIssue({
        code: 'custom',
        message: 'Website must be an address that starts with https:// or http://.',
      });
  },
);

export const replyFormSchema = z.object({
  post: postPath,
  name: formText('Name', replyLimits.name, { multiline: false }),
  message: formText('Message', replyLimits.message, { multiline: true }),
  site: z.preprocess(emptyToUndefined, website.optional()),
  email: z.preprocess(
    emptyToUndefined,
    formText('E-mail', replyLimits.email, { multiline: false })
      .pipe(z.email('E-mail must be a valid address.'))
      .optional(),
  ),
  language: z.preprocess(emptyToUndefined, languageTag.optional()),
});

export type ReplyForm = z.infer<typeof replyFormSchema>;

export type ReplyFormCheck =
  { ok: true; reply: ReplyForm } | { ok: false; fields: Record<string, string> };

/** The reply, or the first problem with each field; a body that is no object is named `body`. */
export function checkReplyForm(body: unknown): ReplyFormCheck {
  const result = replyFormSchema.safeParse(body);
  if (result.success) return { ok: true, reply: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length === 0 ? 'body' : String(issue.path[0]);
    fields[field] ??= field === 'body' ? 'The request body must be an object.' : issue.message;
  }
  return { ok: false, fields };
}
