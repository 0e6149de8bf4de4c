// `npm run doctor`: a deployment checked from outside, as a visitor's browser and a crawler meet
// it. Each check says what it saw and, when it fails, what to change. Warnings (headers a host
// such as GitHub Pages cannot set) do not fail the run.
import { navigation } from '@portfolio/content/navigation';
import { contactQueryPath, honeypotField } from '@portfolio/contract/contact-query-limits';
import { newsletterPaths } from '@portfolio/contract/newsletter';
import { isLocalAddress, sampleMarks } from '@portfolio/content-model/sample-content';
import { commonHeaders } from '../../apps/web/server/security-headers.ts';

export interface DoctorTarget {
  /** The site's public address, path included (SITE_URL). */
  site: string;
  /** The API's address (VITE_API_URL). */
  api: string;
  /** Where the form posts (VITE_CONTACT_ENDPOINT, or the API's contact route). */
  endpoint?: string;
  /**
   * Judge it as a published site (sample content fails rather than warns); by default, any site
   * not on this machine's own addresses is.
   */
  published?: boolean;
  /**
   * Whether the site's pages have the newsletter's form (NEWSLETTER): then its feed and the API's
   * route and mail settings are checked too.
   */
  newsletter?: boolean;
  /** The feed the API reads new posts from (NEWSLETTER_FEED_URL); the site's feed.json by default. */
  feed?: string;
}

export interface CheckResult {
  name: string;
  outcome: 'pass' | 'warn' | 'fail';
  detail: string;
  fix?: string;
}

const under = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

async function get(url: string, init: RequestInit = {}): Promise<Response | Error> {
  try {
    return await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10_000), ...init });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const seen = (answer: Response | Error) =>
  answer instanceof Error ? `no answer (${answer.message})` : `${answer.status}`;

/** The Content-Security-Policy a page runs under: its header, or else its <meta>. */
function policyOf(response: Response, html: string): string | undefined {
  const header = response.headers.get('content-security-policy');
  if (header !== null) return header;
  const meta = /<meta[^>]+http-equiv="Content-Security-Policy"[^>]+content="([^"]*)"/i.exec(html);
  return meta?.[1]?.replaceAll('&#x27;', "'").replaceAll('&#39;', "'");
}

export async function runDoctor(target: DoctorTarget): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const site = target.site.replace(/\/+$/, '');
  const siteOrigin = new URL(site).origin;
  const sitePath = `${new URL(site).pathname.replace(/\/+$/, '')}/`;
  const endpoint = target.endpoint ?? under(target.api, contactQueryPath);

  // Pages.
  const pages = navigation.map((entry) => entry.id);
  const failing: string[] = [];
  for (const path of pages) {
    const answer = await get(under(site, path));
    if (answer instanceof Error || answer.status !== 200) failing.push(`${path}: ${seen(answer)}`);
  }
  results.push(
    failing.length === 0
      ? { name: 'pages', outcome: 'pass', detail: `${pages.length} pages answer 200 under ${site}` }
      : {
          name: 'pages',
          outcome: 'fail',
          detail: failing.join(', '),
          fix: `Publish apps/web/build/client so that its index.html is ${site}/, built with SITE_URL=${site}.`,
        },
  );

  const missing = await get(under(site, `/doctor-no-such-page-${Date.now()}`));
  results.push(
    !(missing instanceof Error) && missing.status === 404
      ? { name: 'unknown path', outcome: 'pass', detail: 'answers 404' }
      : {
          name: 'unknown path',
          outcome: 'fail',
          detail: `answers ${seen(missing)}, not 404`,
          fix: 'Serve 404.html (top level of the build) with status 404 for unknown paths: GitHub Pages, Netlify, Cloudflare Pages and Vercel do it by that name; Caddy: handle_errors (deploy/site.caddy); nginx: error_page 404 /404.html.',
        },
  );

  // The home page: headers, and the addresses the build wrote into it.
  const home = await get(`${site}/`);
  const html = home instanceof Error ? '' : await home.text();
  if (!(home instanceof Error)) {
    const absent = Object.keys(commonHeaders()).filter((name) => !home.headers.has(name));
    results.push(
      absent.length === 0
        ? { name: 'headers', outcome: 'pass', detail: 'security headers present' }
        : {
            name: 'headers',
            outcome: 'warn',
            detail: `missing ${absent.join(', ')}`,
            fix: "Netlify and Cloudflare Pages read the build's _headers, Vercel its vercel.json, Caddy deploy/site.caddy, nginx deploy/nginx.conf. GitHub Pages cannot set headers; each page's <meta> policy still applies.",
          },
    );
    const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]*)"/i.exec(html)?.[1];
    const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="([^"]*)"/i.exec(html)?.[1];
    const stylePath =
      stylesheet === undefined ? undefined : new URL(stylesheet, `${site}/`).pathname;
    const agree = canonical === `${site}/` && stylePath?.startsWith(sitePath) === true;
    results.push(
      agree
        ? {
            name: 'SITE_URL and BASE_PATH',
            outcome: 'pass',
            detail: `the build was made for ${site}`,
          }
        : {
            name: 'SITE_URL and BASE_PATH',
            outcome: 'fail',
            detail: `the home page names ${canonical ?? 'no canonical URL'} and loads its stylesheet from ${stylePath ?? 'nowhere'}`,
            fix: `Rebuild with SITE_URL=${site} (BASE_PATH follows its path: ${sitePath}).`,
          },
    );
  }

  // The sample content, read from the site's own résumé (name, e-mail, profiles, projects, roles).
  const resume = await get(under(site, '/resume.json'));
  const marks =
    resume instanceof Error || !resume.ok
      ? []
      : sampleMarks(await resume.json().catch(() => undefined));
  results.push(
    marks.length === 0
      ? { name: 'your content', outcome: 'pass', detail: 'no sample content found' }
      : {
          name: 'your content',
          // Published is a mistake; on this machine it is a rehearsal.
          outcome: (target.published ?? !isLocalAddress(site)) ? 'fail' : 'warn',
          detail: `the site still shows the sample: ${marks.join('; ')}`,
          fix: 'Put your own name, addresses, projects and pictures in content/ (docs/content.md), then build and publish again.',
        },
  );

  // The API.
  const health = await get(under(target.api, '/health'));
  results.push(
    !(health instanceof Error) && health.ok
      ? {
          name: 'API health',
          outcome: 'pass',
          detail: `${target.api}/health answers ${health.status}`,
        }
      : {
          name: 'API health',
          outcome: 'fail',
          detail: `${target.api}/health answers ${seen(health)}`,
          fix: "Start the API (npm run start:api, deploy/portfolio-api.service or deploy/Dockerfile) and check that VITE_API_URL points at it; a 503 names the database or Redis problem in the API's log.",
        },
  );

  const preflight = await get(endpoint, {
    method: 'OPTIONS',
    headers: {
      origin: siteOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  const allowed =
    preflight instanceof Error ? null : preflight.headers.get('access-control-allow-origin');
  const sameOrigin = new URL(endpoint).origin === siteOrigin;
  results.push(
    sameOrigin || allowed === siteOrigin || allowed === '*'
      ? {
          name: 'CORS',
          outcome: 'pass',
          detail: sameOrigin
            ? 'the form posts to its own origin'
            : `${endpoint} accepts ${siteOrigin}`,
        }
      : {
          name: 'CORS',
          outcome: 'fail',
          detail: `the preflight from ${siteOrigin} got ${seen(preflight)} with Access-Control-Allow-Origin ${allowed ?? '(none)'}`,
          fix: `Set CORS_ORIGINS=${siteOrigin} (or SITE_URL=${site}) where the API runs, and restart it.`,
        },
  );

  // Every page carries the same connect-src; the home page, read above, stands for all.
  const policy = home instanceof Error ? undefined : policyOf(home, html);
  const connect = policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src'));
  const connectAllows =
    connect !== undefined &&
    (connect.split(/\s+/).includes(new URL(endpoint).origin) ||
      (sameOrigin && connect.includes("'self'")));
  results.push(
    connectAllows
      ? { name: 'CSP connect-src', outcome: 'pass', detail: `allows ${new URL(endpoint).origin}` }
      : {
          name: 'CSP connect-src',
          outcome: 'fail',
          detail:
            connect === undefined
              ? 'no Content-Security-Policy with connect-src'
              : `"${connect}" does not allow ${new URL(endpoint).origin}`,
          fix: `The policy is written at build time: rebuild the site with VITE_API_URL=${target.api}${target.endpoint === undefined ? '' : ` and VITE_CONTACT_ENDPOINT=${endpoint}`}.`,
        },
  );

  // A query the contract refuses proves the route without storing anything.
  const invalid = await get(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ name: '', email: 'not an address', message: '' }),
  });
  results.push(
    !(invalid instanceof Error) && invalid.status === 400
      ? {
          name: 'contact route',
          outcome: 'pass',
          detail: `an invalid query gets 400 from ${endpoint}`,
        }
      : {
          name: 'contact route',
          outcome: 'fail',
          detail: `an invalid query got ${seen(invalid)} from ${endpoint}, not 400`,
          fix: `Point VITE_API_URL at the API itself (behind a proxy, include its path, e.g. ${siteOrigin}/api) and rebuild.`,
        },
  );
  if (target.newsletter === true) results.push(...(await newsletterChecks(target, site)));
  return results;
}

/** The feed the API mails new posts from, and the route the form posts to, with mail behind it. */
async function newsletterChecks(target: DoctorTarget, site: string): Promise<CheckResult[]> {
  const feedUrl = target.feed ?? under(site, '/feed.json');
  const feed = await get(feedUrl);
  let items: unknown;
  if (!(feed instanceof Error) && feed.ok)
    items = await feed.json().then(
      (json: unknown) =>
        typeof json === 'object' && json !== null && 'items' in json ? json.items : undefined,
      () => undefined,
    );
  const feedCheck: CheckResult = Array.isArray(items)
    ? {
        name: 'newsletter feed',
        outcome: 'pass',
        detail: `${feedUrl} is a JSON Feed of ${String(items.length)} posts`,
      }
    : {
        name: 'newsletter feed',
        outcome: 'fail',
        detail: `${feedUrl} answers ${seen(feed)}${feed instanceof Error || !feed.ok ? '' : ', not a JSON Feed'}`,
        fix: "The API mails new posts from the site's JSON Feed: publish a post (content/posts/) and deploy, or set NEWSLETTER_FEED_URL where the API runs to the feed's address.",
      };
  // An address with the trap field filled: the API answers it as a reader's and keeps nothing,
  // but only once it knows mail is set up (503 before).
  const route = under(target.api, newsletterPaths.subscribe);
  const probe = await get(route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(site).origin },
    body: JSON.stringify({ email: 'doctor@example.com', [honeypotField]: 'doctor' }),
  });
  const status = probe instanceof Error ? undefined : probe.status;
  const routeCheck: CheckResult =
    status === 202
      ? {
          name: 'newsletter mail',
          outcome: 'pass',
          detail: `${route} takes addresses, with mail set up`,
        }
      : {
          name: 'newsletter mail',
          outcome: 'fail',
          detail: `a subscription got ${seen(probe)} from ${route}, not 202`,
          fix:
            status === 503
              ? 'The API has no mail to send with: set SMTP_URL and NOTIFY_EMAIL_FROM where it runs (and keep content/newsletter.md), then restart it.'
              : status === 404
                ? 'The site shows the form but the API has NEWSLETTER=off: set NEWSLETTER the same for both (off: rebuild the site with it).'
                : 'Point VITE_API_URL at the API itself and rebuild, and check its log.',
        };
  return [feedCheck, routeCheck];
}

export function formatResults(results: readonly CheckResult[]): string {
  const mark = { pass: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;
  return results
    .map((result) =>
      [
        `${mark[result.outcome]} ${result.name}: ${result.detail}`,
        ...(result.fix === undefined || result.outcome === 'pass'
          ? []
          : [`     fix: ${result.fix}`]),
      ].join('\n'),
    )
    .join('\n');
}
