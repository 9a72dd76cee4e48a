/**
 * Waiting for the host to run at its usual speed before a Lighthouse measurement.
 *
 * On these shared machines the host slows down by up to half for minutes at a time while its own
 * cores look idle: the load average and CPU time show nothing, since the slowness comes from
 * outside the machine. Lighthouse simulates TBT by multiplying every task the host ran by the CPU
 * slowdown, so a run in such a spell emulates a phone nearly twice as slow as the one the
 * thresholds were set for. In one CI run the pages measured while the host's BenchmarkIndex read
 * 1,133–1,223 (the sweep's estimate 1,669 or more) missed TBT in every run, 160–602 ms, where the
 * same build gave 27–42 ms at the same slowdown in a sweep on a host at full speed.
 *
 * So the gate reads the index before each page (and before each run of a page measured again) and
 * waits, with a bound, until a reading comes back within `share` of the sweep's estimate. The
 * slowdown stays the sweep's: the wait never lowers the bar, it only picks the moment.
 */
import { setTimeout as delay } from "node:timers/promises";

export interface SpeedCondition {
  /** The share of the sweep's estimate a reading must reach (0–1). */
  share: number;
  /** Longest wait; then the measurement goes ahead and says the host was slow. */
  boundMs: number;
  /** Pause between readings (a reading itself takes about 3 s). */
  pauseMs: number;
}

export interface SpeedResult {
  /** The first reading (an unbiased sample of the host, for the sweep's estimate). */
  first: number;
  /** The last reading, the one the measurement goes ahead on. */
  last: number;
  atSpeed: boolean;
  waitedMs: number;
}

/** Reads the host's BenchmarkIndex until a reading reaches `share` of `reference`, or the bound passes. */
export async function waitForFullSpeed(
  read: () => Promise<number>,
  reference: () => number,
  condition: SpeedCondition,
  sleep: (ms: number) => Promise<unknown> = delay,
  now: () => number = performance.now.bind(performance),
): Promise<SpeedResult> {
  const started = now();
  const first = await read();
  let last = first;
  for (;;) {
    const waitedMs = now() - started;
    if (last >= condition.share * reference()) return { first, last, atSpeed: true, waitedMs };
    if (waitedMs + condition.pauseMs >= condition.boundMs) return { first, last, atSpeed: false, waitedMs };
    await sleep(condition.pauseMs);
    last = await read();
  }
}

/** What a page line prints of the wait: the reading, and the one it went ahead on if it waited. */
export function describeSpeed({ first, last, atSpeed, waitedMs }: SpeedResult): string {
  const index = `index ${Math.round(first)}`;
  if (first === last && atSpeed) return index;
  const waited = `${index} → ${Math.round(last)} after ${(waitedMs / 1000).toFixed(0)} s`;
  return atSpeed ? waited : `${waited}, HOST SLOW`;
}
