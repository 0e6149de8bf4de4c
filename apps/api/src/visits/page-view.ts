// A page view's body as the API reads it: whatever arrives (JSON from the site's script, sent as
// text/plain so no preflight is needed), made into the few short strings that are counted, or
// nothing. Nothing here throws: a body that is not a page view is simply not counted.
import { deviceClasses, pageViewFieldLimit } from '@portfolio/contract/page-view';
import type { DeviceClass } from '@portfolio/contract/page-view';

export interface PageView {
  path: string;
  /** A host name, lower case; undefined for a visit from nowhere or from the site itself. */
  referrer: string | undefined;
  /** "source / medium / campaign", from the page's utm_ parameters; undefined without them. */
  campaign: string | undefined;
  language: string | undefined;
  device: DeviceClass | undefined;
}

/** Control characters and the Unicode line and bidirectional controls: never part of a count. */
const unwanted = /[\p{Cc}\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(unwanted, '').trim().slice(0, pageViewFieldLimit);
  return cleaned === '' ? undefined : cleaned;
}

/** A path, without query or fragment; undefined for anything that is not one. */
function pathOf(value: unknown): string | undefined {
  const raw = text(value);
  if (raw?.startsWith('/') !== true || raw.startsWith('//')) return undefined;
  return raw.split(/[?#]/)[0];
}

/** A host name as a URL would hold it; a whole address is cut to its host. */
function hostOf(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  if (!URL.canParse(candidate)) return undefined;
  const host = new URL(candidate).hostname.toLowerCase();
  return /^[a-z0-9.-]+$/.test(host) || /^\[[0-9a-f:.]+\]$/.test(host) ? host : undefined;
}

function languageOf(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(raw)[0];
  } catch {
    return undefined;
  }
}

/** The page view in `body`, or undefined when it is not one. */
export function readPageView(body: unknown): PageView | undefined {
  let fields: unknown = body;
  if (typeof body === 'string') {
    try {
      fields = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  const view = fields as Record<string, unknown>;
  const path = pathOf(view.path);
  if (path === undefined) return undefined;
  const campaign = [view.utm_source, view.utm_medium, view.utm_campaign]
    .map(text)
    .filter((part) => part !== undefined)
    .join(' / ')
    .slice(0, pageViewFieldLimit);
  const device = deviceClasses.find((kind) => kind === view.device);
  return {
    path,
    referrer: hostOf(view.referrer),
    campaign: campaign === '' ? undefined : campaign,
    language: languageOf(view.language),
    device,
  };
}
