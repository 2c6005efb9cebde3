import net from "node:net";

/*
 * Addresses a photo fetch never connects to unless the host is named with its port:
 * loopback, private networks, link-local (the cloud metadata service at 169.254.169.254 and
 * fd00:ec2::254 among them), carrier-grade NAT, and everything not a unicast Internet address.
 */
const refused = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  refused.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  refused.addSubnet(address, prefix, "ipv6");
}

/** Whether a resolved address is one a photo fetch may connect to without the host named with its port. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1, or ::ffff:a00:1) is judged as IPv4.
    const mapped = /^::ffff:(?:0:)?([0-9.]+|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped.includes(".") ? mapped : hexToIpv4(mapped));
    return !refused.check(address, "ipv6");
  }
  return !refused.check(address, "ipv4");
}

function hexToIpv4(hex: string): string {
  const [high = 0, low = 0] = hex.split(":").map((part) => parseInt(part, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
