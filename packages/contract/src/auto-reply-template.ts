// The owner's auto-reply (content/auto-reply.md): the confirmation a sender gets when AUTO_REPLY=on.
// One format read by the API at start and by the content check, so a mistake is named before
// deployment. Headers, a blank line, then the text:
//
//   Subject: Thanks for getting in touch, {name}
//   Name-Fallback: there
//
//   Hi {name}, ...
//
// `{name}` is the only placeholder, and it is filled only with what looks like a person's name: a
// name field holding a link or an address (a spammer's way to make the form relay their words to
// a third party) is replaced by the fallback. The visitor's message is never quoted.

export interface AutoReplyTemplate {
  subject: string;
  text: string;
  /** Said instead of a name that cannot be repeated safely. */
  nameFallback: string;
}

export type AutoReplyCheck =
  { ok: true; template: AutoReplyTemplate } | { ok: false; problems: string[] };

export const autoReplyLimits = { subject: 150, text: 2000, name: 40 } as const;

const placeholder = /\{([^{}\n]*)\}/g;

function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(placeholder)]
    .map((match) => match[0])
    .filter((found) => found !== '{name}');
}

export function parseAutoReply(source: string): AutoReplyCheck {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blank = lines.findIndex((line) => line.trim() === '');
  const headerLines = blank === -1 ? lines : lines.slice(0, blank);
  const text =
    blank === -1
      ? ''
      : lines
          .slice(blank + 1)
          .join('\n')
          .trim();
  const problems: string[] = [];
  const headers = new Map<string, string>();
  for (const [index, line] of headerLines.entries()) {
    const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match === null) {
      problems.push(
        `line ${String(index + 1)}: expected a header such as "Subject: …", then a blank line, then the text`,
      );
      continue;
    }
    const name = (match[1] ?? '').toLowerCase();
    if (name !== 'subject' && name !== 'name-fallback')
      problems.push(
        `line ${String(index + 1)}: unknown header "${match[1] ?? ''}" (Subject and Name-Fallback are known)`,
      );
    headers.set(name, (match[2] ?? '').trim());
  }
  const subject = headers.get('subject') ?? '';
  const nameFallback = headers.get('name-fallback') ?? 'there';
  if (subject === '') problems.push('a "Subject: …" line is needed first');
  if (subject.length > autoReplyLimits.subject)
    problems.push(`the subject is longer than ${String(autoReplyLimits.subject)} characters`);
  if (text === '') problems.push('the text after the blank line is empty');
  if (text.length > autoReplyLimits.text)
    problems.push(`the text is longer than ${String(autoReplyLimits.text)} characters`);
  for (const found of new Set([
    ...unknownPlaceholders(subject),
    ...unknownPlaceholders(text),
    ...unknownPlaceholders(nameFallback),
  ]))
    problems.push(
      `${found} is not a placeholder: only {name} is filled in (the visitor's message never is)`,
    );
  if (nameFallback.includes('{name}')) problems.push('Name-Fallback cannot itself use {name}');
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, template: { subject, text, nameFallback } };
}

/** The visitor's name when it reads as one; anything that could carry a link or an address is not. */
export function safeName(name: string): string | undefined {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  if (trimmed === '' || trimmed.length > autoReplyLimits.name) return undefined;
  if (/[@/\\:<>{}[\]|=+*#$%^&~`"]|www\.|\.[a-z]{2,}\b|\d{3,}/i.test(trimmed)) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are never a name
  if (/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(trimmed)) return undefined;
  return trimmed;
}

export function fillAutoReply(
  template: AutoReplyTemplate,
  visitorName: string,
): { subject: string; text: string } {
  const name = safeName(visitorName) ?? template.nameFallback;
  const fill = (value: string) => value.replaceAll('{name}', name);
  return { subject: fill(template.subject).replace(/\s+/g, ' '), text: fill(template.text) };
}
