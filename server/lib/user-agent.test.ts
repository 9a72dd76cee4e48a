import { describe, expect, it } from "vitest";
import { deviceFacts } from "./user-agent";

// Real user agents as browsers send them, not as the parser names them.
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const MAC_FIREFOX = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0";

describe("deviceFacts", () => {
  it("tells phones, tablets and computers apart, with their browser and OS", () => {
    expect(deviceFacts(IPHONE)).toEqual({ deviceType: "Mobile", browser: "Safari", os: "iOS" });
    expect(deviceFacts(PIXEL)).toEqual({ deviceType: "Mobile", browser: "Chrome", os: "Android" });
    expect(deviceFacts(IPAD)).toEqual({ deviceType: "Tablet", browser: "Safari", os: "iOS" });
    expect(deviceFacts(WINDOWS_EDGE)).toEqual({ deviceType: "Desktop", browser: "Microsoft Edge", os: "Windows" });
    expect(deviceFacts(MAC_FIREFOX)).toEqual({ deviceType: "Desktop", browser: "Firefox", os: "macOS" });
  });

  it("answers Other with no browser or OS for a missing or unknown agent", () => {
    expect(deviceFacts(null)).toEqual({ deviceType: "Other", browser: null, os: null });
    expect(deviceFacts("")).toEqual({ deviceType: "Other", browser: null, os: null });
    expect(deviceFacts("curl-like/1.0").deviceType).toBe("Other");
  });
});
