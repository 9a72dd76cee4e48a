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

  it("does not wait for a load average that is still falling after the work ended", async () => {
    const m = fakeMachine([busy, idleButLoaded, idleButLoaded]);
    const result = await waitForQuiet({ maxBusy: 0.25, quietSeconds: 2, boundMs: 60_000 }, m.sample, m.now);
    expect(result).toMatchObject({ quiet: true, load1: 10_000 });
    expect(m.samples()).toBe(3);
  });

  it("gives up at its bound and says the machine was not quiet", async () => {
    const m = fakeMachine([busy]);
    const result = await waitForQuiet({ maxBusy: 0.25, quietSeconds: 2, boundMs: 10_000 }, m.sample, m.now);
    expect(result).toMatchObject({ quiet: false, waitedMs: 10_000, busy: 0.9 });
  });
});
