// Whether an address is one of the public internet's: the only kind the Webmention verifier and
// sender may reach (a request forgery would aim them at the owner's own network instead). A
// loopback, private, link-local, shared (CGNAT), multicast, reserved, documentation or
// otherwise special address is not, in IPv4 and IPv6 alike, IPv4 written inside IPv6 included.
// The ranges are ipaddr.js's (its `range()`), which follows IANA's special-purpose registries.
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // ::ffff:10.0.0.1 is 10.0.0.1: judged as the IPv4 address it carries.
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
