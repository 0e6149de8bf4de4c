// The web app's configuration, read and checked in one place (Node side: Vite config and the
// site server). The browser bundle receives only the validated values through Vite's `define`.
import { z } from 'zod';
import { loadDotEnv } from '@portfolio/contract/dot-env';

const port = z.coerce.number().int().min(1).max(65_535);

/**
 * An http(s) base address, kept with its path (`https://me.dev/api` stays that, never cut to the
 * origin) and without a trailing slash; a query or fragment would be dropped silently, so it is
 * refused instead.
 */
const baseUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:3001' })
  .refine((value) => {
    // An unparseable value is reported by the check above.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.search === '' && url.hash === '';
  }, 'must not have a query (?…) or fragment (#…)')
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

const schema = z
  .object({
    VITE_API_URL: baseUrl.optional(),
    SITE_URL: baseUrl.optional(),
    SITE_PORT: port.default(3000),
    SITE_HOST: z.string().min(1).default('0.0.0.0'),
    // Read only to derive the default API address, so that setting the two ports is enough.
    API_PORT: port.default(3001),
  })
  .transform(({ VITE_API_URL, SITE_URL, SITE_PORT, SITE_HOST, API_PORT }) => ({
    VITE_API_URL: VITE_API_URL ?? `http://localhost:${API_PORT}`,
    SITE_URL: SITE_URL ?? `http://localhost:${SITE_PORT}`,
    SITE_PORT,
    SITE_HOST,
  }));

export type WebEnv = z.infer<typeof schema>;

/** The settings from `source`; by default the process's environment, with the repository's `.env` read first. */
export function loadWebEnv(source?: Record<string, string | undefined>): WebEnv {
  if (source === undefined) loadDotEnv();
  const result = schema.safeParse(source ?? process.env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
}
