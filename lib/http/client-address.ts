// The visitor's address behind proxies. Each proxy appends the address it received the request
// from to X-Forwarded-For, so only the hops appended by proxies we run can be believed: walking
// from the right (the socket peer, then the header's last hop, ...), the first address that is not
// one of our proxies is the client. Anything further left was written by the client itself and is
// ignored, so forging hops cannot dodge the per-address rate limit.
import { BlockList, isIP } from 'node:net';

/** Loopback: a proxy on the same machine (the embedded default, nginx in front of one instance). */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8, ::1';

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) → `10.0.0.1`; `1.2.3.4:5678` → `1.2.3.4`. */
function normalise(raw: string): string {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  const mapped = /^::ffff:([\d.]+)$/i.exec(a);
  return (mapped ? mapped[1]! : a).toLowerCase();
}

/**
 * A comma-separated list of addresses and CIDR ranges (IPv4 and IPv6), as TRUSTED_PROXIES takes it.
 * Throws on an entry that is neither, so a typo fails at start instead of trusting nobody.
 */
export function trustedProxies(list: string): BlockList {
  const blocks = new BlockList();
  for (const entry of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (!family || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, prefix, type);
  }
  return blocks;
}

const isTrusted = (trusted: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** The rightmost address of the chain (forwarded hops, then the peer) that is not a trusted proxy. */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: BlockList): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...header.split(','), peer ?? ''].map(normalise).filter(Boolean);
  // Every hop trusted (a request made by a proxy itself): the leftmost one is as close as we get.
  let address = chain[0] ?? '';
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!isTrusted(trusted, chain[i]!)) {
      address = chain[i]!;
      break;
    }
  }
  return address.slice(0, 64);
}
