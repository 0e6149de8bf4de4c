import { FrameworkOutputChanged } from './framework-output.ts';

const criticalLink =
  /<link(?=[^>]*\srel="stylesheet")[^>]*\/?>|<link(?=[^>]*\srel="preload")(?=[^>]*\sas="image")(?=[^>]*\sfetchPriority="high")[^>]*\/?>/gi;
const viewportMeta = /<meta\s+name="viewport"[^>]*\/?>/i;

/**
 * React writes the <head> as hoisted resources first (fonts, module preloads) and the stylesheet
 * after them, so on a phone the stylesheet, which holds up the first paint, queues behind 150 KB
 * of JavaScript. This moves the stylesheet and the page's high-priority image preload to just
 * after the viewport <meta>, where the browser sees them first. Hydration is unaffected: React
 * finds head elements by what they are, not where they sit.
 */
export function hoistCriticalLinks(html: string, where?: string): string {
  const headEnd = html.indexOf('</head>');
  const anchor = viewportMeta.exec(html);
  if (headEnd === -1 || anchor === null || anchor.index > headEnd)
    throw new FrameworkOutputChanged(
      'hoist-critical-links',
      'no viewport <meta> in the <head>',
      where,
    );
  const head = html.slice(0, headEnd);
  const links = head.match(criticalLink) ?? [];
  if (!links.some((link) => /\srel="stylesheet"/i.test(link)))
    throw new FrameworkOutputChanged(
      'hoist-critical-links',
      'no <link rel="stylesheet"> in the <head>',
      where,
    );
  const stripped = head.replace(criticalLink, '');
  const at = stripped.indexOf(anchor[0]) + anchor[0].length;
  return stripped.slice(0, at) + links.join('') + stripped.slice(at) + html.slice(headEnd);
}
