// The parts of a mail the API sends a reader (a newsletter's, an answer to a reply): plain text and
// HTML built from text escaped here, the API's own links with their token, and the one-click
// unsubscribe headers (RFC 8058). No tracking pixel, no rewritten link.
import { escapeHtml } from '../inbox/html.ts';

export interface MailParts {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailSettings {
  /** Where the API is reached (API_PUBLIC_URL), with a slash at the end. */
  apiUrl: string;
}

/** Paragraphs of plain text as HTML, every character escaped. */
export const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export const link = (href: string, words: string): string =>
  `<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>`;

export const apiAddress = (settings: MailSettings, path: string, token: string): string =>
  `${new URL(path.slice(1), settings.apiUrl).href}?token=${encodeURIComponent(token)}`;

export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function page(body: string, lang: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:0 auto;padding:1rem;color:#111">${body}</body></html>`;
}
