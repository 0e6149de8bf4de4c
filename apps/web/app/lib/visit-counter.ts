// Which visit counter the built site carries, from the owner's VISITS setting (env.ts reads it):
// the first-party one, which reports to the owner's own API (docs/decisions/0029), none, or one
// hosted service, whose script tag root.tsx writes and whose origins, exactly, the page's policy
// allows (server/security-headers.ts). Only one counter at a time.

export type HostedService = 'plausible' | 'umami' | 'goatcounter';

export type VisitCounter =
  | { kind: 'off'; reason: 'owner' | 'no-api' }
  | { kind: 'first-party'; endpoint: string }
  | {
      kind: 'hosted';
      service: HostedService;
      script: { src: string; attributes: Record<string, string> };
      /** What the page's policy adds for it: script-src, connect-src and img-src origins. */
      origins: { script: string[]; connect: string[]; img: string[] };
    };

export const visitsSettingHelp =
  'must be on, off, plausible (or plausible:<your instance URL>), umami:<website id>@<instance URL> or goatcounter:<your GoatCounter URL>';

function httpUrl(value: string): URL | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    return undefined;
  return url;
}

/** The address without a trailing slash: `${base}/script.js` then has one. */
const base = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`;

/**
 * The counter for `setting` (VISITS), or an error message. `apiUrl` is where the first-party
 * counter reports, undefined when the site runs no API of this project (a hosted form backend).
 */
export function visitCounterOf(
  setting: string | undefined,
  site: { apiUrl: string | undefined; host: string },
): VisitCounter | string {
  const value = setting?.trim() ?? 'on';
  if (value === 'off') return { kind: 'off', reason: 'owner' };
  if (value === 'on' || value === '')
    return site.apiUrl === undefined
      ? { kind: 'off', reason: 'no-api' }
      : { kind: 'first-party', endpoint: `${site.apiUrl}/visit` };
  const [service = '', ...rest] = value.split(':');
  const detail = rest.join(':');
  if (service === 'plausible') {
    const instance = httpUrl(detail === '' ? 'https://plausible.io' : detail);
    if (instance === undefined) return `plausible:<instance URL> ${visitsSettingHelp}`;
    return {
      kind: 'hosted',
      service,
      script: {
        src: `${base(instance)}/js/script.js`,
        attributes: { 'data-domain': site.host, 'data-api': `${base(instance)}/api/event` },
      },
      origins: { script: [instance.origin], connect: [instance.origin], img: [] },
    };
  }
  if (service === 'umami') {
    const at = detail.indexOf('@');
    const id = detail.slice(0, at);
    const instance = httpUrl(detail.slice(at + 1));
    if (at < 1 || !/^[0-9a-f-]{8,64}$/i.test(id) || instance === undefined)
      return `umami:<website id>@<instance URL> ${visitsSettingHelp}`;
    return {
      kind: 'hosted',
      service,
      script: {
        src: `${base(instance)}/script.js`,
        attributes: { 'data-website-id': id, 'data-host-url': base(instance) },
      },
      origins: { script: [instance.origin], connect: [instance.origin], img: [] },
    };
  }
  if (service === 'goatcounter') {
    const instance = httpUrl(detail);
    if (instance === undefined) return `goatcounter:<your GoatCounter URL> ${visitsSettingHelp}`;
    // GoatCounter's script is served from its own host; counts go to the owner's code's host,
    // by a beacon or, where there is none, an image.
    return {
      kind: 'hosted',
      service,
      script: {
        src: 'https://gc.zgo.at/count.js',
        attributes: { 'data-goatcounter': `${base(instance)}/count` },
      },
      origins: {
        script: ['https://gc.zgo.at'],
        connect: [instance.origin],
        img: [instance.origin],
      },
    };
  }
  return visitsSettingHelp;
}

/** What the build says of the counter it puts in the pages. */
export function visitCounterSummary(counter: VisitCounter): string {
  switch (counter.kind) {
    case 'first-party':
      return `visits are counted first-party, by ${counter.endpoint} (VISITS=off for none)`;
    case 'hosted':
      return `visits are counted by ${counter.service} (${counter.script.src}); the first-party counter is off`;
    case 'off':
      return counter.reason === 'owner'
        ? 'no visit counter (VISITS=off)'
        : "no first-party visit counter: the form posts to a hosted backend (VITE_CONTACT_ENDPOINT), not to this project's API; set VISITS to a hosted counter to count visits";
  }
}
