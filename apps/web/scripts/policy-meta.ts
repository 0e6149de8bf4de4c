import { FrameworkOutputChanged } from './framework-output.ts';

const charsetMeta = /<meta\s+charSet="utf-8"\s*\/?>/i;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Writes the page's Content-Security-Policy into its <head> as a <meta>, right after the charset
 * and before any script, for static hosts that cannot send headers (GitHub Pages). A policy in a
 * <meta> only governs what follows it, hence the place. React 19 skips head elements it did not
 * render while hydrating, so the page hydrates as before.
 */
export function addPolicyMeta(html: string, policy: string, where?: string): string {
  const charset = charsetMeta.exec(html);
  const firstScript = html.search(/<script[\s>]/i);
  if (charset === null || (firstScript !== -1 && firstScript < charset.index))
    throw new FrameworkOutputChanged(
      'policy-meta',
      'no <meta charSet="utf-8"> ahead of the first script',
      where,
    );
  const at = charset.index + charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return html.slice(0, at) + meta + html.slice(at);
}
