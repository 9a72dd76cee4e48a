/**
 * Limits on the costly voice jobs (recognition, synthesis), so that no single client can hold
 * the speech engines or raise another visitor's wait: a global cap on jobs running at once, a
 * bounded queue behind it, a cap on one address's jobs in flight, and a budget of engine work
 * per address and minute; the jobs in flight and the budget are capped per network too
 * (`networkKey`), at `NETWORK_SHARE` times one address's. Kept in this process's memory: each
 * server process guards its own engines.
 */
import os from "node:os";
import { networkKey } from "#server/lib/client-address";

/**
 * One network (an IPv4 /24, an IPv6 /48) may use this many addresses' worth of the engines: room
 * for a few visitors behind one office network, while the many addresses of one attacker's
 * network add up to a few, not hundreds.
 */
export const NETWORK_SHARE = 3;

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
  network: string;
  long: boolean;
  start: () => void;
  refuse: (error: VoiceBusy) => void;
}

/**
 * Engine slots with a bounded queue, shared fairly between networks: a freed slot goes to the
 * waiter whose network holds the fewest jobs (earliest first among equals), and when the queue is
 * full a newcomer takes the last place of the network that holds the most, so a few busy
 * addresses, or one network's many, cannot keep a visitor with one question out.
 */
export class JobGate {
  private active = 0;
  /** Long jobs running: they may hold all slots but one, which stays for short jobs. */
  private activeLong = 0;
  private readonly waiting: Waiter[] = [];
  /** Jobs running or waiting, per address and per network (keys cannot collide: "/24", "/48"). */
  private readonly held = new Counter();
  /** Recent seconds a job took (moving average), for an honest Retry-After. */
  private jobSeconds = 1;

  constructor(private readonly options: JobGateOptions) {}

  /** Jobs holding a slot now. */
  get running(): number {
    return this.active;
  }

  /** Jobs waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

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

  /** Makes room in a full queue for `network`: the last waiter of a network holding at least two more jobs leaves. */
  private displaceFor(network: string): boolean {
    let victim = -1;
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const held = this.held.of(this.waiting[i].network);
      if (held > this.held.of(network) + 1 && (victim < 0 || held > this.held.of(this.waiting[victim].network)))
        victim = i;
    }
    if (victim < 0) return false;
    const [displaced] = this.waiting.splice(victim, 1);
    displaced.refuse(this.busy());
    return true;
  }

  private mayStart(long: boolean): boolean {
    return !long || this.activeLong < Math.max(1, this.options.concurrency - 1);
  }

  private begin(long: boolean): void {
    this.active++;
    if (long) this.activeLong++;
  }

  /** The next waiter that may start: the one whose network holds the fewest jobs, the earliest among equals. */
  private nextWaiter(): Waiter | undefined {
    let best = -1;
    for (let i = 0; i < this.waiting.length; i++) {
      if (!this.mayStart(this.waiting[i].long)) continue;
      if (best < 0 || this.held.of(this.waiting[i].network) < this.held.of(this.waiting[best].network)) best = i;
    }
    return best < 0 ? undefined : this.waiting.splice(best, 1)[0];
  }

  /**
   * Runs the job when a slot is free; throws VoiceBusy at once when the queue, the address or its
   * network is full. `address` is the key the per-address cap counts under; `perAddress` overrides
   * the cap, `network` the network it counts in (its `networkKey` unless given). A `long` job (a
   * minute of audio, a page of text) never takes the last free slot: a short question does not
   * wait behind a long one that has barely started.
   */
  async run<T>(
    address: string,
    job: () => Promise<T>,
    { perAddress = this.options.perAddress, network = networkKey(address), long = false } = {},
  ): Promise<T> {
    if (this.held.of(address) >= perAddress) {
      throw new VoiceBusy(
        "address",
        this.retryAfterSeconds(),
        "Too many voice requests from this address at once. Wait for the last one to finish.",
      );
    }
    if (network !== address && this.held.of(network) >= perAddress * NETWORK_SHARE) {
      throw new VoiceBusy(
        "address",
        this.retryAfterSeconds(),
        "Too many voice requests from this network at once. Try again in a moment.",
      );
    }
    const startsNow = this.active < this.options.concurrency && this.mayStart(long);
    if (!startsNow && this.waiting.length >= this.options.queueLimit && !this.displaceFor(network)) {
      throw this.busy();
    }
    this.held.add(address, 1);
    if (network !== address) this.held.add(network, 1);
    try {
      if (startsNow) this.begin(long);
      // A finishing job starts the next in line (which counts itself in `begin`).
      else
        await new Promise<void>((resolve, reject) =>
          this.waiting.push({ network, long, start: resolve, refuse: reject }),
        );
      const started = performance.now();
      try {
        return await job();
      } finally {
        this.jobSeconds = 0.8 * this.jobSeconds + 0.2 * ((performance.now() - started) / 1000);
        this.active--;
        if (long) this.activeLong--;
        for (let next = this.nextWaiter(); next; next = this.nextWaiter()) {
          this.begin(next.long);
          next.start();
          if (this.active >= this.options.concurrency) break;
        }
      }
    } finally {
      this.held.add(address, -1);
      if (network !== address) this.held.add(network, -1);
    }
  }
}

/** Counts per key, forgetting a key at zero (bounded by the jobs in flight). */
class Counter {
  private readonly counts = new Map<string, number>();

  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, delta: number): void {
    const next = this.of(key) + delta;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
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
    /** Who the refusal names: "This address", or "This network" for a network's budget. */
    private readonly who = "This address",
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
      `${this.who} has used its ${this.what} for this minute. Try again in ${seconds} seconds.`,
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
