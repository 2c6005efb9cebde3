import { describe, expect, it } from "vitest";
import { clientAddressKey, clientNetworkKey } from "./client-address";

describe("clientAddressKey", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const keys = ["2001:db8:0:1::1", "2001:db8:0:1:ffff:abcd:1234:5678", "2001:0DB8:0000:0001::99", "2001:db8:0:1::7%eth0"].map(
      clientAddressKey,
    );
    expect(new Set(keys)).toEqual(new Set(["2001:db8:0:1::/64"]));
    expect(clientAddressKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
  });

  it("counts an IPv4 client by its address, written as IPv4 or as mapped IPv6", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientAddressKey("203.0.113.8")).not.toBe(clientAddressKey("203.0.113.7"));
  });

  it("keys the loopback and unspecified IPv6 addresses by their /64 too", () => {
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("still counts what is not an address, by its text", () => {
    expect(clientAddressKey(" unknown ")).toBe("unknown");
  });
});

describe("clientNetworkKey", () => {
  it("weighs IPv4 clients by their /24 and IPv6 clients by their /48", () => {
    expect(clientNetworkKey("203.0.113.7")).toBe("203.0.113.0/24");
    expect(clientNetworkKey("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(clientNetworkKey("2001:db8:5:1::1")).toBe("2001:db8:5::/48");
    expect(clientNetworkKey("2001:db8:5:ffff::1")).toBe("2001:db8:5::/48");
  });
});
