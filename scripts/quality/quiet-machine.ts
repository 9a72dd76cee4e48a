/**
 * Waiting for a quiet machine before a measurement of speed (the Lighthouse gate).
 *
 * A score taken while something else keeps the cores busy measures the machine, not the page:
 * a CI run that started Lighthouse right after its own e2e suite (load average 7 on 2 cores)
 * failed 4 pages that score 97–100 on a quiet machine. So the gate waits, with a bound, until the
 * cores have been idle for some seconds in a row (CPU time, sampled each second, follows load at
 * once). The one-minute load average is printed, not waited for: it lags, and took 90 s to fall
 * from 6.5 to 1.5 after the e2e suite with the cores idle the whole time.
 */
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export interface QuietCondition {
  /** Highest share of all cores' time spent busy over a one-second sample (0–1). */
  maxBusy: number;
  /** How many one-second samples in a row must be quiet. */
  quietSeconds: number;
  /** Longest wait; then the measurement goes ahead and says the machine was not quiet. */
  boundMs: number;
}

export interface MachineState {
  /** Share of all cores' time spent busy over the last second (0–1). */
  busy: number;
  load1: number;
}

export interface QuietResult extends MachineState {
  quiet: boolean;
  waitedMs: number;
}

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

/** Busy share of the cores over one sample of `ms`, and the one-minute load average. */
export async function machineState(ms = 1_000): Promise<MachineState> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  const busy = total > 0 ? 1 - (after.idle - before.idle) / total : 0;
  return { busy: Math.min(1, Math.max(0, busy)), load1: os.loadavg()[0] };
}

const isQuiet = (state: MachineState, condition: Pick<QuietCondition, "maxBusy">) => state.busy <= condition.maxBusy;

/** Samples the machine each second until `quietSeconds` samples in a row are quiet, or the bound passes. */
export async function waitForQuiet(
  condition: QuietCondition,
  sample: () => Promise<MachineState> = machineState,
  now: () => number = performance.now.bind(performance),
): Promise<QuietResult> {
  const started = now();
  let inARow = 0;
  for (;;) {
    const state = await sample();
    inARow = isQuiet(state, condition) ? inARow + 1 : 0;
    const waitedMs = now() - started;
    if (inARow >= condition.quietSeconds) return { ...state, quiet: true, waitedMs };
    if (waitedMs >= condition.boundMs) return { ...state, quiet: false, waitedMs };
  }
}

export const describeState = (s: MachineState) => `load ${s.load1.toFixed(2)}, CPU ${Math.round(s.busy * 100)}% busy`;
