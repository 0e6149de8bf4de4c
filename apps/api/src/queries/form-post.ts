// A contact form posted by the browser itself (JavaScript off or not yet loaded) arrives as
// application/x-www-form-urlencoded and is answered, whatever happened, with 303 See Other to the
// site's prerendered page for the outcome. The address is built only from the configured site
// origins and base path (never from the request's own words, so there is no open redirect), and
// names the outcome only: nothing the visitor typed reaches a URL.
import { checkFieldsPath, contactResultPaths } from '@portfolio/contract/contact-form-results';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ResultSite {
  /** Origins the site is served from (CORS_ORIGINS); a post from one of them goes back there. */
  origins: readonly string[];
  /** Where to send a post that names no allowed origin (a browser that sends no Origin). */
  fallbackOrigin: string;
  /** The site's base path, with a slash at both ends. */
  basePath: string;
  /**
   * The site's further languages by canonical tag (content/locales/): a form sent from one of
   * their pages goes back to that language's result page, /<tag in lower case>/contact/….
   */
  languages?: ReadonlyMap<string, string>;
}

export type FormOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: Iterable<string> }
  | { kind: 'too-many' }
  | { kind: 'not-sent' };

export function isFormPost(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers['content-type'] ?? '')
  );
}

/** True when the post names an origin that is not the site's: another site's form aimed at us. */
export function isForeignFormPost(request: FastifyRequest, site: ResultSite): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && !site.origins.includes(origin);
}

function pathFor(outcome: FormOutcome): string {
  switch (outcome.kind) {
    case 'sent':
      return contactResultPaths.sent;
    case 'invalid':
      return checkFieldsPath(outcome.fields);
    case 'too-many':
      return contactResultPaths.tooMany;
    case 'not-sent':
      return contactResultPaths.notSent;
  }
}

/**
 * The path of the language the form says it was sent in ("pt-br/"), when the site has that
 * language; else the default's (""). Only a tag the site's own folders name reaches the address.
 */
function languagePath(request: FastifyRequest, site: ResultSite, language?: string): string {
  const body: unknown = request.body;
  const said =
    language ??
    (typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).language
      : undefined);
  if (typeof said !== 'string' || site.languages === undefined) return '';
  try {
    const [tag] = Intl.getCanonicalLocales(said.trim());
    return tag !== undefined && site.languages.has(tag) ? `${tag.toLowerCase()}/` : '';
  } catch {
    return '';
  }
}

/**
 * A page of the site (`path`, below a language's path) for this request: on the origin it came
 * from when that is the site's, in the language the form says it was sent in.
 */
export function sitePageUrl(
  request: FastifyRequest,
  site: ResultSite,
  path: string,
  /** The language to land in, when the request does not say it (a link from a mail). */
  language?: string,
): string {
  const origin = request.headers.origin;
  const siteOrigin =
    origin !== undefined && site.origins.includes(origin) ? origin : site.fallbackOrigin;
  return `${siteOrigin}${site.basePath}${languagePath(request, site, language)}${path}`;
}

/** The result page's address for this request. */
export function resultUrl(request: FastifyRequest, site: ResultSite, outcome: FormOutcome): string {
  return sitePageUrl(request, site, pathFor(outcome));
}

export function redirectToResult(
  request: FastifyRequest,
  reply: FastifyReply,
  site: ResultSite,
  outcome: FormOutcome,
): FastifyReply {
  return reply
    .code(303)
    .header('Location', resultUrl(request, site, outcome))
    .header('Cache-Control', 'no-store')
    .send();
}
