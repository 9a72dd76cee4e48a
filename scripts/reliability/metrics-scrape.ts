/**
 * Reading the server's /metrics around a load run: the deltas of requests by route and status
 * and of events ingested, set next to what the load sent, so a miscount shows as a mismatch.
 */
import http from "node:http";

/** One counter sample: its labels and value. */
interface Sample {
  labels: Record<string, string>;
  value: number;
}

export type Scrape = Map<string, Sample[]>;

export function scrapeMetrics(port: number, token: string): Promise<Scrape> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: "/metrics", headers: { authorization: `Bearer ${token}` }, timeout: 10_000 },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          res.statusCode === 200
            ? resolve(parseExposition(text))
            : reject(new Error(`/metrics answered ${res.statusCode}`)),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

function parseExposition(text: string): Scrape {
  const samples: Scrape = new Map();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    const list = samples.get(match[1]) ?? [];
    list.push({ labels, value: Number(match[3]) });
    samples.set(match[1], list);
  }
  return samples;
}

/** The growth of `name` between two scrapes, summed over the samples `pick` keeps. */
function delta(before: Scrape, after: Scrape, name: string, pick: (labels: Record<string, string>) => boolean) {
  const sum = (scrape: Scrape) =>
    (scrape.get(name) ?? []).filter((s) => pick(s.labels)).reduce((total, s) => total + s.value, 0);
  return sum(after) - sum(before);
}

/** What the load sent of one kind: the requests it matches (method, and route or a route test) and their statuses. */
export interface SentKind {
  kind: string;
  method: string;
  route: (route: string) => boolean;
  statuses: Record<string, number>;
}

/** Prints, per kind and status, what was sent next to what /metrics counted; returns whether all match. */
export function compareWithMetrics(before: Scrape, after: Scrape, sent: SentKind[], eventsAcked: number): boolean {
  let allMatch = true;
  const line = (what: string, sentCount: number, counted: number) => {
    const match = sentCount === counted;
    allMatch &&= match;
    console.log(
      `  ${what.padEnd(44)} sent ${String(sentCount).padStart(7)}  counted ${String(counted).padStart(7)}  ${match ? "match" : "MISMATCH"}`,
    );
  };
  console.log("/metrics deltas over the run (site_http_requests_total, site_tracking_events_ingested_total):");
  for (const kind of sent) {
    for (const [status, count] of Object.entries(kind.statuses)) {
      const counted = delta(
        before,
        after,
        "site_http_requests_total",
        (l) => l.method === kind.method && kind.route(l.route) && l.status_code === status,
      );
      line(`${kind.kind} ${status}`, count, counted);
    }
  }
  const ingested = delta(before, after, "site_tracking_events_ingested_total", (l) => l.kind === "journey");
  line("journey events acknowledged / ingested", eventsAcked, ingested);
  return allMatch;
}
