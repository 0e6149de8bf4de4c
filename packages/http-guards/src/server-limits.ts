// The settings that keep a server up under hostile clients, read the same way by the API and the
// site server: how long a request may take, how many connections one address and everyone
// together may hold, and which proxies are trusted to say who the visitor is.
import { isIP } from 'node:net';
import { z } from 'zod';
import { duration } from '@portfolio/contract/duration';
import { documented } from '@portfolio/contract/setting-docs';

const isProxyAddress = (item: string): boolean => {
  const [address, bits, ...rest] = item.split('/');
  if (rest.length > 0 || address === undefined || isIP(address) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
};

/** Either a hop count or the proxies' addresses/CIDRs: proxy headers are trusted only then. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (list.length > 0 && list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count or a comma-separated list of proxy addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

/** Spread into a configuration schema (zod object shape). */
export const serverLimitFields = documented(
  {
    TRUST_PROXY: trustProxy.optional(),
    // Headers and body together must arrive within this.
    REQUEST_TIMEOUT: duration.default(10_000),
    // An idle connection costs about 7 KiB here (4,096 half-sent requests: +29 MiB RSS), so the
    // total is set by memory; one address gets a sixteenth, which is some forty browsers at six
    // connections each (an office or a carrier's shared address), never the whole server.
    // docs/decisions/0022-api-speed.md
    MAX_CONNECTIONS: z.coerce.number().int().min(1).default(4096),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(256),
  },
  {
    TRUST_PROXY: {
      description:
        'The proxies in front (addresses or CIDRs, comma-separated, or a hop count): only they may say who the visitor is (X-Forwarded-For), and they are exempt from the per-address cap. Read by the API and the site server alike.',
      defaultText: 'unset: no proxy is believed',
      example: '127.0.0.1',
    },
    REQUEST_TIMEOUT: {
      description:
        "A request's headers and body must arrive within this; a client that trickles them is cut off.",
      defaultText: '10s',
    },
    MAX_CONNECTIONS: {
      description:
        'Open connections in all (about 7 KiB each when idle); past this, new ones are closed as they arrive.',
    },
    MAX_CONNECTIONS_PER_ADDRESS: {
      description:
        'Connections one address may hold open at once (some forty browsers behind one shared address); one more is answered 429 with Retry-After and closed.',
    },
  },
);

export interface ServerLimits {
  TRUST_PROXY?: number | string[] | undefined;
  REQUEST_TIMEOUT: number;
  MAX_CONNECTIONS: number;
  MAX_CONNECTIONS_PER_ADDRESS: number;
}

/** The defaults, for a server built without configuration (tests, tools). */
export const defaultServerLimits: ServerLimits = z.object(serverLimitFields).parse({});
