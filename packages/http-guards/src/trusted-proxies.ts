// Who is the visitor: behind trusted proxies, the address they report; otherwise the socket's.
import { compile as compileTrust } from '@fastify/proxy-addr';
import type { ServerLimits } from './server-limits.ts';

type TrustSetting = ServerLimits['TRUST_PROXY'];

/** Fastify's trustProxy: a hop count trusts that many proxies nearest to us; a list, those addresses. */
export function trustProxyOption(
  setting: TrustSetting,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Behind trusted proxies the per-address connection cap would count the proxy, not visitors. */
export function exemptFromConnectionCap(setting: TrustSetting): (address: string) => boolean {
  if (setting === undefined) return () => false;
  if (typeof setting === 'number') return () => true;
  // The same matcher Fastify uses for trustProxy itself (addresses and CIDR ranges).
  const trusted = compileTrust(setting);
  return (address) => trusted(address, 0);
}
