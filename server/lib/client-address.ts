import { isIPv4, isIPv6 } from "node:net";

/**
 * The key every per-address control counts a client under. An IPv4 address is one client; an
 * IPv6 host is usually given a whole /64 (2^64 addresses), so IPv6 clients are keyed by their
 * /64, or one host would have unlimited "addresses". IPv4-mapped IPv6 addresses count as IPv4.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  // Only an IPv6 address has a colon; the common IPv4 case skips the costly IPv6 parse.
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = ipv4Mapped(groups);
  if (mapped) return mapped;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, an IPv4 tail folded in), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split("%")[0];
  if (!isIPv6(text)) return null;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const restGroups = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array(8 - headGroups.length - restGroups.length).fill("0");
  return [...headGroups, ...zeros, ...restGroups].map((group) => Number.parseInt(group, 16));
}

function ipv4Mapped(groups: number[]): string | null {
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return null;
  const address = [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return isIPv4(address) ? address : null;
}

/**
 * The network a client key belongs to, for limits that add up a whole network's clients: an
 * IPv4 address's /24 (the smallest block routed on the internet, often one provider's or one
 * office's), an IPv6 /64's /48 (the largest block normally given to one site, so one attacker's
 * whole allocation; homes given a /56 share it with at most 255 others, hence limits a few times
 * one client's). Any other key (e.g. "unknown") is its own network.
 */
export function networkKey(key: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  if (v4) return `${v4[1]}.0/24`;
  const v6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(key);
  if (v6) return `${v6[1]}::/48`;
  return key;
}
