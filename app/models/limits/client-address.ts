import { isIPv4, isIPv6 } from "node:net";

/*
 * Who a per-address limit counts. One IPv4 address is one subscriber's connection (or a
 * shared one), but an IPv6 subscriber is given a whole /64 at least, and any of its 2^64
 * addresses is theirs to send from: counted address by address, one phone asked for 120
 * sign-in codes from 120 addresses of one /64. So a limit counts an IPv6 client by its /64,
 * an IPv4 client by its address, and an IPv4 address written as IPv6 (::ffff:a.b.c.d) as the
 * IPv4 address it is.
 *
 * A site-wide cap sheds the heaviest networks first: a /24 of IPv4 or a /48 of IPv6 (what
 * one site or one customer of a provider is given), so an attack spread over one holder's
 * addresses weighs as one source, and shoppers elsewhere keep getting through.
 */

/** The eight 16-bit groups of an IPv6 address; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes its two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (rest === undefined) return front;
  const back = parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:0:0/96) stands for. */
function mappedIPv4(groups: readonly number[]): string | null {
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

function prefix(groups: readonly number[], count: number, bits: number): string {
  return `${groups.slice(0, count).map((group) => group.toString(16)).join(":")}::/${bits}`;
}

/**
 * The key a per-address limit counts a client under: an IPv4 address itself, an IPv6
 * address's /64 (`2001:db8:0:1::/64`), a mapped IPv4 address as IPv4. Anything else (the
 * server could not tell) is its own text, so it is still counted.
 */
export function clientAddressKey(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed.slice(0, 100);
  return mappedIPv4(groups) ?? prefix(groups, 4, 64);
}

/** The network a site-wide cap weighs a client by: an IPv4 address's /24, an IPv6 address's /48. */
export function clientNetworkKey(address: string): string {
  const key = clientAddressKey(address);
  if (isIPv4(key)) return `${key.split(".").slice(0, 3).join(".")}.0/24`;
  const groups = ipv6Groups(address.trim());
  return groups ? prefix(groups, 3, 48) : key;
}
