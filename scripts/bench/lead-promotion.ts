/**
 * Benchmark of lead promotion on the public affiliate and contact calls, printed as figures,
 * never asserted.
 *
 *   node --import tsx scripts/bench/lead-promotion.ts                         # PGlite in a temp folder
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres node --import tsx scripts/bench/lead-promotion.ts
 *   options (environment): BENCH_CLIENTS=300000 BENCH_CALLS=300
 *
 * Seeds BENCH_CLIENTS client records in SQL (half of them with an e-mail, one in ten with an
 * affiliate code) and a referral for one visitor in five, ANALYZEs, then times BENCH_CALLS
 * promotions of random visitors (what every track-referral, meeting-booked, contact form, quiz
 * and sales application pays) and as many whole track-referral calls through the service.
 * Goal: under 5 ms a promotion at 300,000 clients.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { promoteVisitor } from "#server/modules/affiliates/promotion";
import { trackReferral } from "#server/modules/affiliates/referral-tracking";
import { createScratchDatabase } from "#server/test-support";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 300_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const SERVER_URL = process.env.BENCH_DATABASE_URL;
const WINDOW_DAYS = 90;

async function open(): Promise<{ database: Database; label: string; cleanup(): Promise<void> }> {
  if (!SERVER_URL) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-promotion-"));
    const database = await openDatabase({ driver: "pglite", dataDir });
    return {
      database,
      label: "PGlite",
      cleanup: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(SERVER_URL, "bench_promotion");
  const database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 5 });
  return {
    database,
    label: "PostgreSQL",
    cleanup: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

function figures(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  console.log(
    `${label.padEnd(50)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms   max ${sorted[sorted.length - 1].toFixed(2).padStart(7)} ms`,
  );
}

const { database, label, cleanup } = await open();
try {
  await runMigrations(database);
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    INSERT INTO affiliates (id, name, email, password_hash, promotion_method, payout_email, code, status)
    SELECT gen_random_uuid(), 'Partner ' || i, 'partner' || i || '@bench.example', 'x', 'Newsletter', 'pay' || i || '@bench.example', 'code' || i, 'approved'
    FROM generate_series(1, 50) AS i`);
  await db.execute(sql`
    INSERT INTO clients (id, visit_count, first_visit, last_visit, email, name, affiliate_code)
    SELECT md5('visitor' || i)::uuid::text, 1, now() - (i % 80) * interval '1 day', now(),
           CASE WHEN i % 2 = 0 THEN 'person' || i || '@bench.example' END,
           CASE WHEN i % 2 = 0 THEN 'Person ' || i END,
           CASE WHEN i % 10 = 0 THEN 'code' || (i % 50 + 1) END
    FROM generate_series(1, ${CLIENTS}) AS i`);
  await db.execute(sql`
    INSERT INTO affiliate_referrals (id, affiliate_id, visitor_id, status, clicked_at)
    SELECT 'ref_bench_' || i, (SELECT id FROM affiliates WHERE code = 'code' || (i % 50 + 1)), md5('visitor' || i)::uuid::text, 'click', now() - (i % 80) * interval '1 day'
    FROM generate_series(1, ${CLIENTS}) AS i WHERE i % 5 = 0`);
  await db.execute(sql`ANALYZE`);
  console.log(
    `${label}: ${CLIENTS.toLocaleString("en-US")} clients, ${(CLIENTS / 5).toLocaleString("en-US")} referrals seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const visitorIds = async (n: number) => {
    const ids: string[] = [];
    for (let k = 0; k < n; k++) {
      const i = 2 * (1 + Math.floor(Math.random() * (CLIENTS / 2 - 1))); // one with an e-mail
      const result = (await db.execute(sql`SELECT md5(${`visitor${i}`})::uuid::text AS id`)) as unknown as {
        rows: { id: string }[];
      };
      ids.push(result.rows[0].id);
    }
    return ids;
  };

  // The machine's floor: one trivial round trip to the database.
  const floor: number[] = [];
  for (let k = 0; k < CALLS; k++) {
    const t = performance.now();
    await db.execute(sql`SELECT 1`);
    floor.push(performance.now() - t);
  }
  figures("SELECT 1 (round-trip floor)", floor);

  if (process.env.BENCH_EXPLAIN) {
    const [id] = await visitorIds(1);
    for (const statement of [
      sql`EXPLAIN ANALYZE SELECT email FROM clients WHERE id = ${id}`,
      sql`EXPLAIN ANALYZE SELECT id FROM affiliate_referrals WHERE visitor_id = ${id}`,
      sql`EXPLAIN ANALYZE UPDATE affiliate_referrals SET lead_at = lead_at WHERE visitor_id = ${id} AND (customer_email IS NULL OR customer_email = '')`,
    ]) {
      const plan = (await db.execute(statement)) as unknown as { rows: Record<string, string>[] };
      console.log(plan.rows.map((r) => Object.values(r)[0]).join("\n"));
    }
  }

  // First calls may write (a click becomes a lead, a referral is created); repeats only look up.
  const ids = await visitorIds(CALLS);
  for (const pass of ["first call (may write the lead)", "repeat call (lookups only)"]) {
    const promoted: number[] = [];
    for (const id of ids) {
      const t = performance.now();
      await promoteVisitor(db, id, WINDOW_DAYS);
      promoted.push(performance.now() - t);
    }
    figures(`promoteVisitor, ${pass}`, promoted);
  }

  const tracked: number[] = [];
  for (let k = 0; k < CALLS; k++) {
    const t = performance.now();
    await trackReferral(
      db,
      { affiliateCode: `code${(k % 50) + 1}`, customerEmail: "", customerName: "" },
      { id: randomUUID(), addressHash: null },
    );
    tracked.push(performance.now() - t);
  }
  figures("trackReferral (whole call, new visitor)", tracked);
} finally {
  await cleanup();
}
