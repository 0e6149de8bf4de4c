// HTML from templates where every interpolated value is text unless it is already Html: a
// visitor's name, address or message can never become markup. Controls that reorder or hide text
// (bidi overrides and isolates, C0 and C1 controls) are shown as visible escapes, as the CLI does,
// so a message cannot read differently from what it is.

export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const hidden =
  // eslint-disable-next-line no-control-regex -- showing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text as it may be shown: hidden controls made visible (newlines and tabs kept). */
export function visibleText(text: string): string {
  return text.replace(hidden, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function escapeHtml(text: string): string {
  return visibleText(text).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return (value as readonly Value[]).map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: readonly Value[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(out);
}
