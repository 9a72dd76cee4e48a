import { describe, expect, it } from "vitest";
import { type MachineState, waitForQuiet } from "./quiet-machine";

/** A machine that reports the given states one second apart, on a clock that moves with them. */
function fakeMachine(states: MachineState[]) {
  let t = 0;
  let i = 0;
  return {
    sample: async () => {
      t += 1_000;
      return states[Math.min(i++, states.length - 1)];
    },
    now: () => t,
    samples: () => i,
  };
}

const busy = { busy: 0.9, load1: 0.5 };
const idle = { busy: 0.05, load1: 0.5 };
const idleButLoaded = { busy: 0.05, load1: 10_000 };

describe("waitForQuiet", () => {
  it("waits for quiet seconds in a row, starting the count again after a busy one", async () => {
    const m = fakeMachine([busy, idle, busy, idle, idle, idle, busy]);
    const result = await waitForQuiet({ maxBusy: 0.25, quietSeconds: 3, boundMs: 60_000 }, m.sample, m.now);
    expect(result.quiet).toBe(true);
    expect(m.samples()).toBe(6);
  });

  it("also waits for the load average to settle when asked", async () => {
    const m = fakeMachine([idleButLoaded, idleButLoaded, idle]);
    const condition = { maxBusy: 0.25, maxLoadPerCore: 0.75, quietSeconds: 1, boundMs: 60_000 };
    expect((await waitForQuiet(condition, m.sample, m.now)).quiet).toBe(true);
    expect(m.samples()).toBe(3);
  });

  it("gives up at its bound and says the machine was not quiet", async () => {
    const m = fakeMachine([busy]);
    const result = await waitForQuiet({ maxBusy: 0.25, quietSeconds: 2, boundMs: 10_000 }, m.sample, m.now);
    expect(result).toMatchObject({ quiet: false, waitedMs: 10_000, busy: 0.9 });
  });
});
