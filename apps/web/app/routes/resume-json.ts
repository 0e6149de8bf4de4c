// /resume.json, the résumé in the JSON Resume schema, prerendered at build time like the sitemap.
import { jsonResume } from '../lib/json-resume.ts';

export function loader(): Response {
  return new Response(`${JSON.stringify(jsonResume(__SITE_URL__), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
