import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-01-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("formatRelativeTime", () => {
  it("uses minutes under 60", () => {
    expect(formatRelativeTime(ago(0), now)).toBe("0 minutes ago");
    expect(formatRelativeTime(ago(60_000), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe("59 minutes ago");
  });
  it("uses hours under 24", () => {
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe("1 hour ago");
    expect(formatRelativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe("23 hours ago");
  });
  it("uses days otherwise", () => {
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(40 * 24 * 3_600_000), now)).toBe("40 days ago");
  });
  it("says unknown for an unreadable date", () => {
    expect(formatRelativeTime("garbage", now)).toBe("unknown");
  });
});
