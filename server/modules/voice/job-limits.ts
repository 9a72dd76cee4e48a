/**
 * Limits on the costly voice jobs (recognition, synthesis), so that no single client can hold
 * the speech engines or raise another visitor's wait: a global cap on jobs running at once, a
 * bounded queue behind it, a cap on one address's jobs in flight, and a budget of engine work
 * per address and minute. Kept in this process's memory: each server process guards its own
 * engines.
 */
import os from "node:os";

/**
 * The speech engines' processes run at this niceness by default: when the CPU is short, the
 * web server's pages and API come first and the engines take what is left.
 */
const ENGINE_NICENESS = 10;

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

interface JobGateOptions {
  /** Jobs running at once, over all addresses. */
  concurrency: number;
  /** Jobs waiting for a free slot; one more is refused. */
  queueLimit: number;
  /** Jobs of one address running or waiting. */
  perAddress: number;
}

interface Waiter {
  address: string;
  start: () => void;
  refuse: (error: VoiceBusy) => void;
}

/**
 * Engine slots with a bounded queue, shared fairly: a freed slot goes to the waiting address that
 * holds the fewest jobs (earliest first among equals), and when the queue is full a newcomer takes
 * the last place of the address that holds the most, so a few busy addresses cannot keep a
 * visitor with one question out.
 */
export class JobGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly byAddress = new Map<string, number>();
  /** Recent seconds a job took (moving average), for an honest Retry-After. */
  private jobSeconds = 1;

  constructor(private readonly options: JobGateOptions) {}

  /** Seconds until a slot is likely free: the work ahead of a new job, spread over the slots. */
  retryAfterSeconds(): number {
    return clampSeconds(((this.waiting.length + this.active) / this.options.concurrency) * this.jobSeconds);
  }

  private busy(): VoiceBusy {
    return new VoiceBusy(
      "server",
      this.retryAfterSeconds(),
      "The voice service is busy right now. Please try again in a moment.",
    );
  }

  private held(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  /** Makes room in a full queue for `address`: the last waiter of an address holding at least two more jobs leaves. */
  private displaceFor(address: string): boolean {
    let victim = -1;
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const held = this.held(this.waiting[i].address);
      if (held > this.held(address) + 1 && (victim < 0 || held > this.held(this.waiting[victim].address))) victim = i;
    }
    if (victim < 0) return false;
    const [displaced] = this.waiting.splice(victim, 1);
    displaced.refuse(this.busy());
    return true;
  }

  /** The next waiter: the one whose address holds the fewest jobs, the earliest among equals. */
  private nextWaiter(): Waiter | undefined {
    let best = -1;
    for (let i = 0; i < this.waiting.length; i++) {
      if (best < 0 || this.held(this.waiting[i].address) < this.held(this.waiting[best].address)) best = i;
    }
    return best < 0 ? undefined : this.waiting.splice(best, 1)[0];
  }

  /**
   * Runs the job when a slot is free; throws VoiceBusy at once when the queue or the address is
   * full. `address` is the key the per-address cap counts under; `perAddress` overrides the cap.
   */
  async run<T>(address: string, job: () => Promise<T>, perAddress = this.options.perAddress): Promise<T> {
    const mine = this.held(address);
    if (mine >= perAddress) {
      throw new VoiceBusy(
        "address",
        this.retryAfterSeconds(),
        "Too many voice requests from this address at once. Wait for the last one to finish.",
      );
    }
    if (
      this.active >= this.options.concurrency &&
      this.waiting.length >= this.options.queueLimit &&
      !this.displaceFor(address)
    ) {
      throw this.busy();
    }
    this.byAddress.set(address, mine + 1);
    try {
      if (this.active < this.options.concurrency) this.active++;
      // A finishing job hands its slot straight to the next in line (active stays counted).
      else await new Promise<void>((resolve, reject) => this.waiting.push({ address, start: resolve, refuse: reject }));
      const started = performance.now();
      try {
        return await job();
      } finally {
        this.jobSeconds = 0.8 * this.jobSeconds + 0.2 * ((performance.now() - started) / 1000);
        const next = this.nextWaiter();
        if (next) next.start();
        else this.active--;
      }
    } finally {
      const left = this.held(address) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    }
  }
}

/** Addresses remembered at most; beyond it the longest idle is forgotten (bounded memory). */
const MAX_ADDRESSES = 10_000;
const WINDOW_MS = 60_000;

/**
 * How much engine work one address may ask for in any minute, in a unit known before the job
 * runs (seconds of audio to recognise, characters to speak). Counted from the input, not from
 * the time the job took, so a visitor is never charged for the server being slow.
 */
export class AddressBudget {
  private readonly spent = new Map<string, { at: number; cost: number }[]>();

  constructor(
    private readonly limit: number,
    private readonly what: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws VoiceBusy (scope address) when `cost` more would take the address over its minute's budget. */
  check(address: string, cost: number): void {
    const entries = this.recent(address);
    let used = entries.reduce((sum, e) => sum + e.cost, 0);
    if (used + cost <= this.limit) return;
    // Wait until enough of the minute's work has aged out.
    let waitMs = WINDOW_MS;
    for (const e of entries) {
      used -= e.cost;
      waitMs = e.at + WINDOW_MS - this.now();
      if (used + cost <= this.limit) break;
    }
    const seconds = clampSeconds(waitMs / 1000);
    throw new VoiceBusy(
      "address",
      seconds,
      `This address has used its ${this.what} for this minute. Try again in ${seconds} seconds.`,
    );
  }

  charge(address: string, cost: number): void {
    const entries = this.recent(address);
    entries.push({ at: this.now(), cost });
    // Re-insert: the Map's first key is then the longest idle address.
    this.spent.delete(address);
    this.spent.set(address, entries);
    if (this.spent.size > MAX_ADDRESSES) this.spent.delete(this.spent.keys().next().value as string);
  }

  private recent(address: string): { at: number; cost: number }[] {
    const from = this.now() - WINDOW_MS;
    const entries = (this.spent.get(address) ?? []).filter((e) => e.at > from);
    if (entries.length === 0) this.spent.delete(address);
    return entries;
  }
}
