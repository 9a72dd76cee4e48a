/**
 * Limits on the costly voice jobs (recognition, synthesis), so that no single client can hold
 * the speech engines or raise another visitor's wait: a global cap on jobs running at once, a
 * bounded queue behind it, a cap on one address's jobs in flight, and a budget of engine time
 * per address and minute. Kept in this process's memory: each server process guards its own
 * engines.
 */
import os from "node:os";

/**
 * The speech engines' processes run at this niceness by default: when the CPU is short, the
 * web server's pages and API come first and the engines take what is left.
 */
export const ENGINE_NICENESS = 10;

export function lowerPriority(pid: number | undefined, niceness = ENGINE_NICENESS): void {
  if (pid === undefined || niceness === 0) return;
  try {
    os.setPriority(pid, niceness);
  } catch {
    // Not allowed here (some containers): the engines then run at the server's priority.
  }
}

/** Why a job was not taken; the route answers 503 (server full) or 429 (this address), both with Retry-After. */
export class VoiceBusy extends Error {
  constructor(
    readonly scope: "server" | "address",
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = "VoiceBusy";
  }
}

const clampSeconds = (seconds: number) => Math.max(1, Math.min(60, Math.ceil(seconds)));

export interface JobGateOptions {
  /** Jobs running at once, over all addresses. */
  concurrency: number;
  /** Jobs waiting for a free slot; one more is refused. */
  queueLimit: number;
  /** Jobs of one address running or waiting. */
  perAddress: number;
}

export class JobGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly byAddress = new Map<string, number>();
  /** Recent seconds a job took (moving average), for an honest Retry-After. */
  private jobSeconds = 1;

  constructor(private readonly options: JobGateOptions) {}

  /** Seconds until a slot is likely free: the work ahead of a new job, spread over the slots. */
  retryAfterSeconds(): number {
    return clampSeconds(((this.waiting.length + this.active) / this.options.concurrency) * this.jobSeconds);
  }

  /** Runs the job when a slot is free; throws VoiceBusy at once when the queue or the address is full. */
  async run<T>(address: string, job: () => Promise<T>): Promise<T> {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.options.perAddress) {
      throw new VoiceBusy("address", this.retryAfterSeconds(), "Too many voice requests from this address at once. Wait for the last one to finish.");
    }
    if (this.active >= this.options.concurrency && this.waiting.length >= this.options.queueLimit) {
      throw new VoiceBusy("server", this.retryAfterSeconds(), "The voice service is busy right now. Please try again in a moment.");
    }
    this.byAddress.set(address, mine + 1);
    try {
      if (this.active < this.options.concurrency) this.active++;
      // A finishing job hands its slot straight to the first in line (active stays counted).
      else await new Promise<void>((resolve) => this.waiting.push(resolve));
      const started = performance.now();
      try {
        return await job();
      } finally {
        this.jobSeconds = 0.8 * this.jobSeconds + 0.2 * ((performance.now() - started) / 1000);
        const next = this.waiting.shift();
        if (next) next();
        else this.active--;
      }
    } finally {
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    }
  }
}

/** Addresses remembered at most; beyond it the longest idle is forgotten (bounded memory). */
const MAX_ADDRESSES = 10_000;
const WINDOW_MS = 60_000;

/** Engine time one address may use in any minute; checked before a job, charged after it. */
export class AddressBudget {
  private readonly spent = new Map<string, { at: number; ms: number }[]>();

  constructor(
    private readonly limitMs: number,
    private readonly what: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws VoiceBusy (scope address) when the address used its budget in the last minute. */
  check(address: string): void {
    const entries = this.recent(address);
    let used = entries.reduce((sum, e) => sum + e.ms, 0);
    if (used < this.limitMs) return;
    // Wait until enough of the minute's time has aged out.
    let waitMs = 0;
    for (const e of entries) {
      used -= e.ms;
      waitMs = e.at + WINDOW_MS - this.now();
      if (used < this.limitMs) break;
    }
    const seconds = clampSeconds(waitMs / 1000);
    throw new VoiceBusy("address", seconds, `This address used its ${this.what} time for this minute. Try again in ${seconds} seconds.`);
  }

  charge(address: string, ms: number): void {
    const entries = this.recent(address);
    entries.push({ at: this.now(), ms });
    // Re-insert: the Map's first key is then the longest idle address.
    this.spent.delete(address);
    this.spent.set(address, entries);
    if (this.spent.size > MAX_ADDRESSES) this.spent.delete(this.spent.keys().next().value as string);
  }

  /** Runs the job if the address has time left, and charges the time it took. */
  async spend<T>(address: string, job: () => Promise<T>): Promise<T> {
    this.check(address);
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.charge(address, performance.now() - started);
    }
  }

  private recent(address: string): { at: number; ms: number }[] {
    const from = this.now() - WINDOW_MS;
    const entries = (this.spent.get(address) ?? []).filter((e) => e.at > from);
    if (entries.length === 0) this.spent.delete(address);
    return entries;
  }
}
