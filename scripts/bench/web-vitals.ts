import { sql } from "drizzle-orm";
import { VITAL_BANDS, type VitalMetric, vitalBand } from "#common/web-vitals";
import type { Database } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { vitalBucket } from "#server/lib/vital-buckets";
import { realUserSpeed } from "#server/modules/analytics/vitals";
import { VitalsRecorder } from "#server/modules/tracking/vitals";
import { openBenchDatabase } from "./bench-database";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const PAGES = Number(process.env.BENCH_PAGES ?? 40);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32): the same data on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(database: Database) {
  const rnd = random(42);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const logNormal = (median: number, sigma: number) => median * Math.exp(sigma * normal());
  // Page i gets traffic ∝ 1/(i+1).
  const weights = Array.from({ length: PAGES }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pickPage = () => {
    let r = rnd() * total;
    for (let i = 0; i < PAGES; i++) {
      r -= weights[i];
      if (r <= 0) return i === 0 ? "/" : `/page-${i}`;
    }
    return "/";
  };
  const pickDevice = () => {
    const r = rnd();
    return r < 0.55 ? "Desktop" : r < 0.95 ? "Mobile" : "Tablet";
  };
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const byPage = new Map<string, number>();
  const byDevice = new Map<string, number>();
  const fold = (day: string, metric: VitalMetric, page: string, device: string, value: number) => {
    const bucket = [vitalBucket(metric, value), VITAL_BANDS.indexOf(vitalBand(metric, value))].join("\t");
    const monday = new Date(Date.parse(day) - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    for (const [histogram, k] of [
      [byPage, [1, day, metric, page, bucket]],
      [byPage, [7, monday, metric, page, bucket]],
      [byDevice, [day, metric, device, bucket]],
    ] as const) {
      const key = k.join("\t");
      histogram.set(key, (histogram.get(key) ?? 0) + 1);
    }
  };
  let samples = 0;
  while (samples < SAMPLES) {
    const day = new Date(today - Math.floor(rnd() * DAYS) * DAY_MS).toISOString().slice(0, 10);
    const page = pickPage();
    const device = pickDevice();
    const slow = device === "Desktop" ? 1 : 1.6;
    fold(day, "TTFB", page, device, Math.min(120_000, logNormal(400 * slow, 0.7)));
    fold(day, "LCP", page, device, Math.min(120_000, logNormal(1_800 * slow, 0.6)));
    fold(day, "CLS", page, device, rnd() < 0.5 ? 0 : Math.min(25, logNormal(0.05, 1)));
    samples += 3;
    if (rnd() < 0.6) {
      fold(day, "INP", page, device, Math.min(60_000, logNormal(120 * slow, 0.8)));
      samples++;
    }
  }
  const t0 = performance.now();
  let stored = 0;
  const insert = async (table: string, columns: string, types: string, rows: Record<string, unknown>[]) => {
    console.log(`${table}: ${rows.length.toLocaleString("en-US")} rows`);
    stored += rows.length;
    for (let i = 0; i < rows.length; i += 20_000) {
      await database.db.execute(sql`
        INSERT INTO ${sql.identifier(table)} (${sql.raw(columns)}, n)
        SELECT ${sql.raw(columns)}, n
        FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 20_000))}::jsonb) AS x(${sql.raw(types)}, n integer)`);
    }
  };
  await insert(
    "web_vitals_pages",
    "span, day, metric, page, bucket, band",
    "span smallint, day date, metric text, page text, bucket smallint, band smallint",
    [...byPage].map(([k, n]) => {
      const [span, day, metric, page, bucket, band] = k.split("\t");
      return { span: Number(span), day, metric, page, bucket: Number(bucket), band: Number(band), n };
    }),
  );
  await insert(
    "web_vitals_devices",
    "day, metric, device_type, bucket, band",
    "day date, metric text, device_type text, bucket smallint, band smallint",
    [...byDevice].map(([k, n]) => {
      const [day, metric, device_type, bucket, band] = k.split("\t");
      return { day, metric, device_type, bucket: Number(bucket), band: Number(band), n };
    }),
  );
  await database.db.execute(sql`ANALYZE web_vitals_pages`);
  await database.db.execute(sql`ANALYZE web_vitals_devices`);
  console.log(
    `seeded ${samples.toLocaleString("en-US")} samples over ${DAYS} days, ${PAGES} pages, 3 device types: ${stored.toLocaleString("en-US")} histogram rows (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function time(name: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    runs.push(performance.now() - t0);
  }
  console.log(
    `${name.padEnd(50)} median ${median(runs).toFixed(1).padStart(8)} ms   max ${Math.max(...runs)
      .toFixed(1)
      .padStart(8)} ms`,
  );
}

async function main() {
  const { database, label, cleanup } = await openBenchDatabase("bench-vitals");
  try {
    console.log(`real-user speed benchmark on ${label}`);
    await runMigrations(database);
    await seed(database);
    const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
    for (const days of [7, 30, 90])
      await time(`speed panel, last ${days} days`, () =>
        realUserSpeed(database.db, { from: day(days - 1), to: day(0) }),
      );

    // Ingestion: 10,000 reports of four metrics, 50 at a time as concurrent requests would arrive.
    const recorder = new VitalsRecorder(database);
    const rnd = random(7);
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) {
      await Promise.all(
        Array.from({ length: 50 }, () =>
          recorder.record(
            {
              page: `/page-${Math.floor(rnd() * PAGES)}`,
              vitals: [
                { metric: "LCP", value: 500 + rnd() * 4_000 },
                { metric: "INP", value: 40 + rnd() * 400 },
                { metric: "CLS", value: rnd() * 0.3 },
                { metric: "TTFB", value: 100 + rnd() * 1_500 },
              ],
            },
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
            new Date(),
          ),
        ),
      );
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `${"ingestion: 10,000 reports (40,000 values), 50 at once".padEnd(50)} ${(10_000 / seconds).toFixed(0).padStart(8)} reports/s`,
    );
    await recorder.drain();
  } finally {
    await cleanup();
  }
}

await main();
