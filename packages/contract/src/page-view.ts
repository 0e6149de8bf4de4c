// A page view as the site's counting script reports it to the owner's API (first-party, no
// identifier: docs/decisions/0029-first-party-visit-counts.md). Plain constants and types with no
// dependencies, so the browser imports them without zod.

/** Where the site reports a page view, relative to the API's origin. */
export const pageViewPath = '/visit';

/** Device classes, from the viewport's width in CSS pixels. */
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The class of a viewport `width` CSS pixels wide: coarse on purpose. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < 640) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** What the script sends: every field a string, every one but `path` optional. */
export interface PageViewWire {
  /** The page's path, without its query or fragment. */
  path: string;
  /** The host of the page the visitor came from, when it is another site; never its path. */
  referrer?: string;
  /** The page's language (its `<html lang>`). */
  language?: string;
  device?: DeviceClass;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** The longest value kept of any field: a longer one is cut, never refused. */
export const pageViewFieldLimit = 200;
