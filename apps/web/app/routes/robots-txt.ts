// /robots.txt, prerendered at build time.
import { robotsTxt } from '../lib/seo-files.ts';

export function loader(): Response {
  return new Response(robotsTxt(__SITE_URL__), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
