import { describe, expect, it } from "vitest";
import { clientKey, networkKey } from "./client-address";

describe("clientKey", () => {
  it("keys an IPv4 address as itself, also when written IPv4-mapped", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, and different /64s apart", () => {
    const key = clientKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const ip of ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0:0:0:99", "2001:db8:1:2::1%eth0"]) {
      expect(clientKey(ip)).toBe(key);
    }
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8::1.2.3.4")).toBe("2001:db8:0:0::/64");
  });

  it("keeps anything else as given", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("not-an-address")).toBe("not-an-address");
  });
});

describe("networkKey", () => {
  it("groups IPv4 clients by /24 and IPv6 clients by /48", () => {
    expect(networkKey(clientKey("203.0.113.7"))).toBe("203.0.113.0/24");
    expect(networkKey(clientKey("203.0.113.250"))).toBe("203.0.113.0/24");
    expect(networkKey(clientKey("203.0.114.7"))).not.toBe("203.0.113.0/24");
    expect(networkKey(clientKey("2001:db8:1:2::1"))).toBe("2001:db8:1::/48");
    expect(networkKey(clientKey("2001:db8:1:ffff::9"))).toBe("2001:db8:1::/48");
    expect(networkKey(clientKey("2001:db8:2:2::1"))).not.toBe("2001:db8:1::/48");
    expect(networkKey("unknown")).toBe("unknown");
  });
});
