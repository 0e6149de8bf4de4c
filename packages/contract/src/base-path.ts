// The path the site is served under, read the same way by the site's build and by the API (which
// sends visitors who post the form without JavaScript back to the site's result pages).
import { z } from 'zod';

/**
 * `/` for a site at a domain's root, `/portfolio/` for a GitHub Pages project site. Written with a
 * slash at both ends whatever the owner typed.
 */
export const basePathSchema = z
  .string()
  .regex(
    /^\/?([A-Za-z0-9._~-]+\/?)*$/,
    'must be a URL path such as / or /portfolio/ (letters, digits, . _ ~ - and slashes)',
  )
  .transform((value) => `/${value.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/'));

/** A base address's path with a slash at both ends: `https://me.github.io/portfolio` → `/portfolio/`. */
export const pathOf = (address: string): string =>
  `${new URL(address).pathname.replace(/\/+$/, '')}/`;
