import { describe, expect, it } from "vitest";
import { describeSpeed, waitForFullSpeed } from "./host-speed";

/** A host that gives the readings in turn, each taking 3 s, on a clock that also moves with the pauses. */
function fakeHost(readings: number[]) {
  let t = 0;
  let i = 0;
  return {
    read: async () => {
      t += 3_000;
      return readings[Math.min(i++, readings.length - 1)];
    },
    sleep: async (ms: number) => {
      t += ms;
    },
    now: () => t,
    reads: () => i,
  };
}

const condition = { share: 0.85, boundMs: 60_000, pauseMs: 5_000 };
const estimate = () => 2000;

describe("waitForFullSpeed", () => {
  it("goes ahead at once on a host at its usual speed", async () => {
    const host = fakeHost([1900]);
    const result = await waitForFullSpeed(host.read, estimate, condition, host.sleep, host.now);
    expect(result).toMatchObject({ first: 1900, last: 1900, atSpeed: true });
    expect(host.reads()).toBe(1);
    expect(describeSpeed(result)).toBe("index 1900");
  });

  it("waits through a slow spell until a reading is back within the share of the estimate", async () => {
    const host = fakeHost([1150, 1220, 1690, 1980]);
    const result = await waitForFullSpeed(host.read, estimate, condition, host.sleep, host.now);
    // 1690 is below 85 % of 2000 (1700); 1980 is not.
    expect(result).toMatchObject({ first: 1150, last: 1980, atSpeed: true });
    expect(host.reads()).toBe(4);
    expect(describeSpeed(result)).toBe("index 1150 → 1980 after 27 s");
  });

  it("gives up at its bound, goes ahead and says the host was slow", async () => {
    const host = fakeHost([1100]);
    const result = await waitForFullSpeed(host.read, estimate, { ...condition, boundMs: 20_000 }, host.sleep, host.now);
    expect(result.atSpeed).toBe(false);
    expect(result.waitedMs).toBeLessThanOrEqual(20_000);
    expect(describeSpeed(result)).toMatch(/^index 1100 → 1100 after \d+ s, HOST SLOW$/);
  });

  it("with no time left in the sweep's budget it reads once and goes ahead", async () => {
    const host = fakeHost([1100, 2000]);
    const result = await waitForFullSpeed(host.read, estimate, { ...condition, boundMs: 0 }, host.sleep, host.now);
    expect(result).toMatchObject({ atSpeed: false, last: 1100 });
    expect(host.reads()).toBe(1);
  });
});
