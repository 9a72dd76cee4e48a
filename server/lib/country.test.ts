import { describe, expect, it } from "vitest";
import { countryOf } from "./country";

describe("countryOf", () => {
  it("finds the country of public addresses, IPv4 and IPv6", () => {
    // Long-standing allocations as DB-IP's lite data has them: Google's public resolver (US),
    // Deutsche Telekom (DE), the WIDE project's 133/8 (JP), Telstra (AU), Amazon's US IPv6 range,
    // and Google's IPv6 range for Germany.
    expect(countryOf("8.8.8.8")).toBe("US");
    expect(countryOf("80.128.0.1")).toBe("DE");
    expect(countryOf("133.0.0.1")).toBe("JP");
    expect(countryOf("203.2.218.1")).toBe("AU");
    expect(countryOf("2600:1f18::1")).toBe("US");
    expect(countryOf("2a00:1450:4001::1")).toBe("DE");
  });

  it("answers null for private, loopback, documentation, malformed and missing addresses", () => {
    expect(countryOf("127.0.0.1")).toBeNull();
    expect(countryOf("10.1.2.3")).toBeNull();
    expect(countryOf("192.0.2.1")).toBeNull();
    expect(countryOf("::1")).toBeNull();
    expect(countryOf("not-an-address")).toBeNull();
    expect(countryOf(undefined)).toBeNull();
  });
});
