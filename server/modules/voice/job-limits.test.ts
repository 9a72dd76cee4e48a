import { describe, expect, it } from "vitest";
import { AddressBudget, JobGate, NETWORK_SHARE, VoiceBusy } from "./job-limits";

/** A job that finishes when the test says so. */
function deferred() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { job: () => done, finish };
}

const busy = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof VoiceBusy ? { scope: error.scope, retryAfter: error.retryAfterSeconds } : error,
  );

describe("JobGate", () => {
  it("runs up to the concurrency, queues up to the limit, refuses the rest at once", async () => {
    const gate = new JobGate({ concurrency: 2, queueLimit: 1, perAddress: 5 });
    const jobs = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = jobs.map((d, i) =>
      gate.run(`a${i}`, async () => {
        started.push(i);
        await d.job();
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(await busy(gate.run("a9", async () => 9))).toEqual({ scope: "server", retryAfter: expect.any(Number) });
    jobs[0].finish();
    expect(await runs[0]).toBe(0);
    await expect.poll(() => started).toEqual([0, 1, 2]);
    jobs[1].finish();
    jobs[2].finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    // Everything finished: the slots are free again.
    expect(await gate.run("a9", async () => 9)).toBe(9);
  });

  it("holds one address to its own number of jobs in flight", async () => {
    const gate = new JobGate({ concurrency: 4, queueLimit: 4, perAddress: 2 });
    const a = deferred();
    const b = deferred();
    const first = gate.run("203.0.113.1", a.job);
    const second = gate.run("203.0.113.1", b.job);
    expect(await busy(gate.run("203.0.113.1", async () => 1))).toMatchObject({ scope: "address" });
    expect(await gate.run("203.0.113.2", async () => 2)).toBe(2);
    a.finish();
    b.finish();
    await Promise.all([first, second]);
    expect(await gate.run("203.0.113.1", async () => 3)).toBe(3);
  });

  it("queues fairly: an address holding more jobs waits behind the others, and a newcomer displaces its queued job", async () => {
    const gate = new JobGate({ concurrency: 1, queueLimit: 2, perAddress: 3 });
    const started: string[] = [];
    const jobs = new Map<string, ReturnType<typeof deferred>>();
    const submit = (address: string, name: string) => {
      const d = deferred();
      jobs.set(name, d);
      return gate.run(address, async () => {
        started.push(name);
        await d.job();
        return name;
      });
    };
    const hostile1 = submit("198.51.100.1", "h1");
    const hostile2 = submit("198.51.100.1", "h2");
    const hostile3 = busy(submit("198.51.100.1", "h3"));
    // The queue is full, but all of it is one address's: the visitor takes that address's last place.
    const visitor = submit("203.0.113.9", "v");
    expect(await hostile3).toMatchObject({ scope: "server" });
    jobs.get("h1")?.finish();
    await hostile1;
    await expect.poll(() => started).toEqual(["h1", "v"]);
    jobs.get("v")?.finish();
    expect(await visitor).toBe("v");
    await expect.poll(() => started).toEqual(["h1", "v", "h2"]);
    jobs.get("h2")?.finish();
    expect(await hostile2).toBe("h2");
  });

  it("caps one network's jobs at a few addresses' worth, and serves other networks' waiters first", async () => {
    const gate = new JobGate({ concurrency: 1, queueLimit: 20, perAddress: 2 });
    const started: string[] = [];
    const jobs = new Map<string, ReturnType<typeof deferred>>();
    const submit = (address: string, name: string) => {
      const d = deferred();
      jobs.set(name, d);
      return gate.run(address, async () => {
        started.push(name);
        await d.job();
        return name;
      });
    };
    // Six addresses of one /24 (an attacker's block): NETWORK_SHARE addresses' worth get in.
    const hostile = Array.from({ length: NETWORK_SHARE * 2 }, (_, i) => submit(`198.51.100.${10 + (i >> 1)}`, `h${i}`));
    const refused = await busy(submit("198.51.100.99", "h-extra"));
    expect(refused).toMatchObject({ scope: "address" });
    // The same from a rotating IPv6 /64 inside one /48.
    const v6 = Array.from({ length: NETWORK_SHARE * 2 }, (_, i) => submit(`2001:db8:7:${i}::/64`, `s${i}`));
    expect(await busy(submit("2001:db8:7:ff::/64", "s-extra"))).toMatchObject({ scope: "address" });
    // A visitor of another network waits behind only the job that runs.
    const visitor = submit("203.0.113.9", "v");
    jobs.get("h0")?.finish();
    await expect.poll(() => started).toEqual(["h0", "v"]);
    jobs.get("v")?.finish();
    expect(await visitor).toBe("v");
    for (const d of jobs.values()) d.finish();
    await Promise.all([...hostile, ...v6]);
  });

  it("keeps the last free slot for short jobs: a question never waits behind long jobs that fill the engine", async () => {
    const gate = new JobGate({ concurrency: 2, queueLimit: 10, perAddress: 2 });
    const started: string[] = [];
    const jobs = new Map<string, ReturnType<typeof deferred>>();
    const submit = (address: string, name: string, long: boolean) => {
      const d = deferred();
      jobs.set(name, d);
      return gate.run(
        address,
        async () => {
          started.push(name);
          await d.job();
          return name;
        },
        { long },
      );
    };
    const hostile = [1, 2, 3].map((n) => submit(`198.51.${n}.1`, `long${n}`, true));
    await Promise.resolve();
    expect(started).toEqual(["long1"]);
    const visitor = submit("203.0.113.9", "question", false);
    await expect.poll(() => started).toEqual(["long1", "question"]);
    jobs.get("question")?.finish();
    expect(await visitor).toBe("question");
    jobs.get("long1")?.finish();
    await expect.poll(() => started).toEqual(["long1", "question", "long2"]);
    for (const d of jobs.values()) d.finish();
    await Promise.all(hostile);
  });

  it("frees the slot when a job fails", async () => {
    const gate = new JobGate({ concurrency: 1, queueLimit: 0, perAddress: 1 });
    await expect(gate.run("x", async () => Promise.reject(new Error("engine died")))).rejects.toThrow("engine died");
    expect(await gate.run("x", async () => "ok")).toBe("ok");
  });
});

describe("AddressBudget", () => {
  it("refuses work that would take an address over its minute, until enough of it ages out", () => {
    let now = 1_000_000;
    const budget = new AddressBudget(90, "seconds of speech recognition", () => now);
    budget.check("a", 60);
    budget.charge("a", 60);
    now += 10_000;
    budget.check("a", 30);
    budget.charge("a", 30);
    let refused: unknown;
    try {
      budget.check("a", 5);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(VoiceBusy);
    // The first 60 s were charged 10 s ago: they age out in 50 s.
    expect((refused as VoiceBusy).retryAfterSeconds).toBe(50);
    expect((refused as VoiceBusy).message).toBe(
      "This address has used its seconds of speech recognition for this minute. Try again in 50 seconds.",
    );
    budget.check("b", 90);
    now += 50_001;
    budget.check("a", 60);
  });
});
