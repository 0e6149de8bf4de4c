// The web app's configuration, read and checked in one place (Node side: Vite config and the
// site server). The browser bundle receives only the validated values through Vite's `define`.
import { z } from 'zod';

const origin = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:3001' })
  .transform((value) => new URL(value).origin);

const schema = z.object({
  VITE_API_URL: origin.default('http://localhost:3001'),
  SITE_URL: origin.default('http://localhost:3000'),
  SITE_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  SITE_HOST: z.string().min(1).default('0.0.0.0'),
});

export type WebEnv = z.infer<typeof schema>;

export function loadWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
}
