/**
 * Benchmark of the admin console's queries, printed as figures, never asserted.
 *
 *   node --import tsx scripts/bench/admin-queries.ts                         # PGlite in a temp folder
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres node --import tsx scripts/bench/admin-queries.ts
 *   options (environment): BENCH_EVENTS=1000000 BENCH_CLIENTS=50000 BENCH_RUNS=5
 *   BENCH_ONLY=revenue (time only the queries whose name contains it; several separated by commas)
 *   BENCH_KEEP=1 (keep the PostgreSQL database afterwards, to EXPLAIN a query in it)
 *   BENCH_REUSE_DATABASE=<name> (time the queries again in a database a BENCH_KEEP run left, unseeded)
 *
 * With BENCH_DATABASE_URL it creates a throw-away database on that server (and drops it at the
 * end). It seeds BENCH_EVENTS journey events over the last 30 days (10 per session), one funnel
 * record per session stage, BENCH_CLIENTS client records, as many people (a contact message each,
 * a tenth with a second enquiry) and deals for most of them, in SQL, then ANALYZEs and times
 * every query behind the admin pages: each is run BENCH_RUNS times after one warm-up run, and
 * the median and the slowest run are printed.
 *
 * The dashboard and journey analytics read pre-aggregated summaries (server/modules/analytics/summaries.ts).
 * The script also times their upkeep: the initial build from every seeded event, a catch-up with
 * nothing new (what each analytics request pays), and one catch-up of BENCH_NEW new events.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { filtersSchema } from "#common/analytics-filters";
import type { Database } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { rows } from "#server/lib/sql";
import { getClient, listClients } from "#server/modules/admin/clients";
import { dashboard } from "#server/modules/admin/dashboard";
import { journeyAnalytics, recentSessions, sessionDetail } from "#server/modules/analytics/analytics";
import { createFunnel, funnelsReport } from "#server/modules/analytics/funnels";
import { createGoal, goalsReport } from "#server/modules/analytics/goals";
import { catchUp, catchUpAll, REQUEST_CATCH_UP_ROWS } from "#server/modules/analytics/summaries";
import { syncPeople } from "#server/modules/leads/people";
import { revenueReport } from "#server/modules/leads/revenue";
import { countLeads, getLead, leadBoard, listLeads } from "#server/modules/leads/service";
import { openBenchDatabase } from "./bench-database";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NEW_EVENTS = Number(process.env.BENCH_NEW ?? 10_000);
const ONLY = process.env.BENCH_ONLY;

async function seed(database: Database) {
  const { db } = database;
  const sessions = Math.ceil(EVENTS / 10);
  // Clients: first visits over 60 days, scores 0-159, a handful of sources and affiliates.
  await db.execute(sql`
    INSERT INTO clients (id, visit_count, first_visit, last_visit, page_views, form_submissions, consultation_requests,
                         lead_score, lead_quality, utm_source, utm_medium, utm_campaign, utm_content, utm_term, referrer,
                         affiliate_code, email, name, company)
    SELECT 'c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'),
           1 + i % 9,
           now() - ((i % 60) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
           now() - ((i % 30) || ' days')::interval - ((i % 720) || ' minutes')::interval,
           '["/","/solutions"]'::jsonb, '[]'::jsonb, i % 3,
           (i * 7) % 160,
           CASE WHEN (i * 7) % 160 >= 100 THEN 'Super Hot' WHEN (i * 7) % 160 >= 60 THEN 'Hot' WHEN (i * 7) % 160 >= 30 THEN 'Warm' ELSE 'Cold' END,
           (ARRAY['google','linkedin','newsletter','partner',NULL])[1 + i % 5],
           (ARRAY['cpc','social','email',NULL])[1 + i % 4],
           -- Campaigns as marketing runs them: a few big ones and a long tail.
           CASE WHEN i % 3 = 0 THEN NULL WHEN i % 7 < 4 THEN 'q4-brand' ELSE 'campaign-' || (i % 40) END,
           (ARRAY['carousel-a','carousel-b',NULL])[1 + i % 3],
           CASE WHEN i % 5 = 0 THEN 'ai receptionist' END,
           (ARRAY['https://www.google.com/','https://www.linkedin.com/',NULL])[1 + i % 3],
           CASE WHEN i % 20 = 0 THEN 'PARTNER' || (i % 7) END,
           CASE WHEN i % 4 = 0 THEN 'lead' || i || '@example.com' END,
           CASE WHEN i % 4 = 0 THEN 'Lead ' || i END,
           CASE WHEN i % 8 = 0 THEN 'Company ' || (i % 500) END
    FROM generate_series(1, ${CLIENTS}) AS i`);
  // Journey events: 10 per session, sessions spread over the last 30 days.
  await db.execute(sql`
    INSERT INTO journey_events (id, client_id, session_id, event_type, page, element, duration, scroll_depth, exit_page, details,
                                occurred_at, received_at, device_type, browser, os, country)
    SELECT 'e' || i,
           'c0000000-0000-4000-8000-' || lpad((1 + (i / 10) % ${CLIENTS})::text, 12, '0'),
           'sess_bench' || lpad((i / 10)::text, 8, '0') || '_1700000000000',
           (ARRAY['page_view','page_view','page_view','page_view','button_click','form_start','demo_usage','page_exit','page_exit','button_click'])[1 + i % 10],
           (ARRAY['/','/solutions','/ai-voice','/contact','/faq','/about','/ai-seo','/security'])[1 + (i / 10 + i % 10) % 8],
           CASE WHEN i % 10 IN (4, 9) THEN 'Schedule Free Consul' END,
           CASE WHEN i % 10 IN (7, 8) THEN 5 + i % 120 END,
           CASE WHEN i % 10 IN (7, 8) THEN i % 101 END,
           NULL,
           CASE WHEN i % 10 = 4 THEN '{"consultation":true}' END,
           ts, ts,
           -- One browser per session: 55% desktop, 40% phone, 5% tablet; a few dozen countries.
           CASE WHEN (i / 10) % 20 < 11 THEN 'Desktop' WHEN (i / 10) % 20 < 19 THEN 'Mobile' ELSE 'Tablet' END,
           (ARRAY['Chrome','Safari','Chrome','Microsoft Edge','Firefox','Samsung Internet'])[1 + (i / 10) % 6],
           (ARRAY['Windows','iOS','Android','macOS','Linux'])[1 + (i / 10) % 5],
           (ARRAY['US','US','US','GB','DE','FR','CA','AU','NL','IN','ES','IT','SE','JP','BR',NULL])[1 + (i / 10) % 16]
    FROM (SELECT i, now() - (((i / 10) % 43200) || ' minutes')::interval + ((i % 10) || ' seconds')::interval AS ts
          FROM generate_series(0, ${EVENTS - 1}) AS i) s`);
  // Funnels, by the session's visitor: every session reaches awareness; some go further, buy or
  // abandon. The voice demo is a tool, so half the visitors have a first tool.
  await db.execute(sql`
    INSERT INTO funnel_events (id, client_id, session_id, funnel_type, stage, conversion_value, dropoff_reason, occurred_at, received_at)
    SELECT 'f' || s || '-' || st.stage, 'c0000000-0000-4000-8000-' || lpad((1 + s % ${CLIENTS})::text, 12, '0'),
           'sess_bench' || lpad(s::text, 8, '0') || '_1700000000000',
           (ARRAY['consultation','voice_demo'])[1 + s % 2], st.stage,
           CASE WHEN st.stage = 'purchase' THEN 750 * (1 + s % 12) END,
           CASE WHEN st.stage = 'abandoned' THEN (ARRAY['price','timing','no reply'])[1 + s % 3] END,
           now() - ((s % 43200) || ' minutes')::interval, now() - ((s % 43200) || ' minutes')::interval
    FROM generate_series(0, ${sessions - 1}) AS s
    JOIN (VALUES ('awareness', 1), ('interest', 3), ('purchase', 10), ('abandoned', 4)) AS st(stage, every) ON s % st.every = 0`);
  // People and their deals: one contact message per client record (BENCH_CLIENTS people), over the
  // last 120 days; one in ten also saved an Opportunity Finder result under the same e-mail in
  // capitals (one person, two enquiries); seven in ten have a deal, at every stage, a third with a value.
  await db.execute(sql`
    INSERT INTO contact_messages (id, name, email, company, interest, message, client_id, created_at)
    SELECT ('d0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Lead ' || i, 'lead' || i || '@example.com',
           'Company ' || (i % 500), 'voice', 'We would like to talk about an assistant.',
           'c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'),
           now() - ((i % 120) || ' days')::interval - ((i % 1440) || ' minutes')::interval
    FROM generate_series(1, ${CLIENTS}) AS i`);
  await db.execute(sql`
    INSERT INTO tool_results (id, tool, email, answers, result, created_at)
    SELECT ('e0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'ai-opportunity-finder',
           'LEAD' || i || '@EXAMPLE.COM', '{}', '{}', now() - ((i % 120) || ' days')::interval
    FROM generate_series(10, ${CLIENTS}, 10) AS i`);
  await db.execute(sql`
    INSERT INTO lead_workflow (lead_id, status, lost_reason, follow_up_on, deal_value, first_response_at, qualified_at, closed_at, updated_at)
    SELECT 'contact:' || m.id, st.status, CASE WHEN st.status = 'lost' THEN 'No budget' END,
           CASE WHEN m.i % 5 = 0 THEN current_date + (m.i % 21 - 10) END,
           CASE WHEN i % 3 = 0 THEN 5000 * (1 + i % 20) END,
           m.created_at + ((1 + i % 48) || ' hours')::interval,
           CASE WHEN st.status IN ('qualified', 'proposal', 'won') THEN m.created_at + interval '3 days' END,
           CASE WHEN st.status IN ('won', 'lost') THEN m.created_at + interval '10 days' END,
           m.created_at + interval '10 days'
    FROM (SELECT id, created_at, (right(id::text, 12))::int AS i FROM contact_messages) m
    JOIN LATERAL (SELECT (ARRAY['contacted','contacted','qualified','proposal','won','lost','won'])[1 + m.i % 7] AS status) st ON true
    WHERE m.i % 10 < 7`);
  await db.execute(sql`ANALYZE`);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function time(name: string, run: () => Promise<unknown>) {
  if (ONLY && !ONLY.split(",").some((part) => name.includes(part))) return;
  await run(); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    runs.push(performance.now() - t0);
  }
  console.log(
    `${name.padEnd(58)} median ${median(runs).toFixed(1).padStart(8)} ms   max ${Math.max(...runs)
      .toFixed(1)
      .padStart(8)} ms`,
  );
}

async function main() {
  const { database, label, reused, cleanup } = await openBenchDatabase("bench-admin");
  try {
    console.log(
      `admin query benchmark on ${label}: ${EVENTS.toLocaleString("en-US")} events, ${CLIENTS.toLocaleString("en-US")} clients, ${RUNS} runs`,
    );
    await runMigrations(database);
    const t0 = performance.now();
    if (reused) console.log("seeded by an earlier run");
    else {
      await seed(database);
      console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const { db } = database;
    // No other writer here, so the watermark needs no minimum age (the server uses 1 s on PostgreSQL).
    const t1 = performance.now();
    const built = await catchUpAll(db, { minAgeMs: 0 });
    console.log(
      `summaries: initial build of ${built.toLocaleString("en-US")} events and funnel records in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
    );
    await db.execute(sql`ANALYZE`);
    await time("summaries: catch-up with nothing new (each analytics request)", () =>
      catchUp(db, { maxRows: REQUEST_CATCH_UP_ROWS, minAgeMs: 0 }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const base = { page: 1, pageSize: 25, sort: "lastVisit" as const, dir: "desc" as const };

    await time("dashboard (7 days and the 7 before, series, leads, hot leads)", () => dashboard(db, "7d"));
    await time("dashboard (90 days and the 90 before)", () => dashboard(db, "90d"));
    const leads = { page: 1, pageSize: 25 };
    const viewer = { adminId: randomUUID(), now: new Date() };
    // People: sorting every enquiry into people once (as after the upgrade), then what one new
    // enquiry costs the next look at the inbox.
    await time("people: sort every enquiry into people (after the upgrade)", async () => {
      await db.execute(sql`INSERT INTO lead_people_changes (lead_id) VALUES ('*')`);
      await syncPeople(db);
    });
    let newcomer = 0;
    await time("people: sync after one new contact message", async () => {
      newcomer++;
      await db.execute(sql`
        INSERT INTO contact_messages (name, email, interest, message, client_id)
        VALUES ('Newcomer', ${`newcomer${newcomer}@example.com`}, 'voice', 'Hello', ${`c0000000-0000-4000-8000-${String(newcomer * 7).padStart(12, "0")}`})`);
      await syncPeople(db);
    });
    // Each timed rebuild above left the whole tables behind as dead rows: a server rebuilds once.
    await db.execute(sql`VACUUM FULL ANALYZE lead_people, lead_enquiry_people, lead_workflow`);
    await time("leads inbox: page 1, every kind", () => listLeads(db, leads, viewer));
    await time("leads inbox: status Proposal", () => listLeads(db, { ...leads, status: "proposal" }, viewer));
    await time("leads inbox: view Unassigned", () => listLeads(db, { ...leads, view: "unassigned" }, viewer));
    await time("leads inbox: view Follow-up due", () => listLeads(db, { ...leads, view: "due" }, viewer));
    await time("leads inbox: view Hot, unanswered", () => listLeads(db, { ...leads, view: "hot-unanswered" }, viewer));
    await time("leads inbox: search one person by e-mail", () => listLeads(db, { ...leads, q: "lead12340@" }, viewer));
    await time("leads counts: new, due today, overdue", () => countLeads(db));
    await time("lead: one person in full (enquiries, deals, notes, journey)", () =>
      getLead(db, "contact:d0000000-0000-4000-8000-000000012340"),
    );
    await time("pipeline board: every stage, newest 50 cards each", () => leadBoard(db, {}, viewer));
    await time("pipeline board: hot deals only", () => leadBoard(db, { quality: "Hot" }, viewer));
    await time("revenue report, 30 days and the 30 before", () => revenueReport(db, "30d"));
    await time("revenue report, 90 days and the 90 before", () => revenueReport(db, "90d"));
    await time("journey analytics, last 30 days", () => journeyAnalytics(db, {}));
    await time("journey analytics, last 7 days", () => journeyAnalytics(db, { from: weekAgo, to: today }));
    await time("journey analytics, 30 days and the 30 before", () => journeyAnalytics(db, {}, "previous"));
    const only = (...texts: string[]) => filtersSchema.parse(texts);
    await time("analytics filtered: phones (40% of visits), 30 days + the 30 before", () =>
      journeyAnalytics(db, {}, "previous", only("device:is:Mobile")),
    );
    await time("analytics filtered: campaign q4-brand (38%), 30 days", () =>
      journeyAnalytics(db, {}, "none", only("utmCampaign:is:q4-brand")),
    );
    await time("analytics filtered: campaign + phones + Germany, 30 days + before", () =>
      journeyAnalytics(db, {}, "previous", only("utmCampaign:is:q4-brand", "device:is:Mobile", "country:is:DE")),
    );
    await time("analytics filtered: viewed /contact, 7 days", () =>
      journeyAnalytics(db, { from: weekAgo, to: today }, "none", only("page:is:/contact")),
    );
    // Goals and funnels as an admin defines them: pages (one exact, one by prefix), events of
    // journey events (consultation clicks) and of funnel records (a finished voice demo).
    const actor = { id: null, email: "bench@example.com" };
    const goalIds: string[] = [];
    // Adding a goal or a funnel answers at once; its sessions of the past are counted in steps after: both timed.
    const t4 = performance.now();
    // A reused database has them already.
    const existing = new Map(
      (await rows<{ name: string; id: string }>(db, sql`SELECT name, id FROM analytics_goals`)).map((r) => [
        r.name,
        r.id,
      ]),
    );
    for (const goal of [
      { name: "Opened the booking page", kind: "event", target: "consultation_requested" },
      { name: "Saw the contact page", kind: "page", target: "/contact" },
      { name: "Any solutions page", kind: "page", target: "/solution*" },
      { name: "Finished the voice demo", kind: "event", target: "voice_demo_finished" },
      { name: "Read about security", kind: "page", target: "/security" },
    ] as const) {
      goalIds.push(existing.get(goal.name) ?? (await createGoal(db, goal, actor)).id);
    }
    if (!existing.size)
      await createFunnel(
        db,
        {
          name: "Home, contact, booking",
          steps: [
            { kind: "page", target: "/" },
            { kind: "page", target: "/contact" },
            { kind: "event", target: "consultation_requested" },
          ],
        },
        actor,
      );
    if (!existing.size)
      await createFunnel(
        db,
        {
          name: "Solutions to finished demo",
          steps: [
            { kind: "page", target: "/solutions" },
            { kind: "page", target: "/ai-voice" },
            { kind: "event", target: "voice_demo_started" },
            { kind: "event", target: "voice_demo_finished" },
          ],
        },
        actor,
      );
    const added = performance.now();
    await catchUpAll(db, { minAgeMs: 0 });
    console.log(
      `goals and funnels: 5 goals and 2 funnels added in ${(added - t4).toFixed(0)} ms; their past counted (in the background, in steps) in ${((performance.now() - added) / 1000).toFixed(1)} s`,
    );
    await time("goals: 5 goals, 30 days and the 30 before", () => goalsReport(db, {}, "previous", []));
    await time("goals: 5 goals, 7 days", () => goalsReport(db, { from: weekAgo, to: today }, "none", []));
    await time("goals: filtered by phones, 30 days and the 30 before", () =>
      goalsReport(db, {}, "previous", only("device:is:Mobile")),
    );
    await time("analytics filtered: reached the booking goal, 30 days", () =>
      journeyAnalytics(db, {}, "none", only(`goal:is:${goalIds[0]}`)),
    );
    await time("funnels: 2 custom funnels, 30 days", () => funnelsReport(db, {}, []));
    await time("funnels: 2 custom funnels, campaign q4-brand, 30 days", () =>
      funnelsReport(db, {}, only("utmCampaign:is:q4-brand")),
    );
    await time("session explorer: latest sessions, 30 days", () => recentSessions(db, {}));
    await time("session explorer: latest phone sessions, 30 days", () =>
      recentSessions(db, {}, only("device:is:Mobile")),
    );
    await time("session explorer: one session's events", () => sessionDetail(db, "sess_bench00012345_1700000000000"));
    await time("clients: page 1 by last visit", () => listClients(db, base));
    await time("clients: page 200 by last visit", () => listClients(db, { ...base, page: 200 }));
    await time("clients: by lead score asc", () => listClients(db, { ...base, sort: "leadScore", dir: "asc" }));
    await time("clients: by visits desc", () => listClients(db, { ...base, sort: "visitCount" }));
    await time("clients: quality Hot", () => listClients(db, { ...base, quality: "Hot" }));
    await time("clients: source linkedin", () => listClients(db, { ...base, source: "linkedin" }));
    await time("clients: affiliate PARTNER3", () => listClients(db, { ...base, affiliate: "PARTNER3" }));
    await time("clients: last visit in the last 7 days", () => listClients(db, { ...base, from: weekAgo, to: today }));
    await time("clients: search 'lead1234'", () => listClients(db, { ...base, q: "lead1234" }));
    await time("clients: one record with its event timeline", () =>
      getClient(db, "c0000000-0000-4000-8000-000000012345"),
    );

    // New traffic after the build: NEW_EVENTS events of fresh sessions (10 each) arriving now.
    const catchUps: number[] = [];
    // Ids of their own on every run: a reused database holds the earlier runs' new events.
    const tag = randomUUID().slice(0, 8);
    for (let round = 0; round < RUNS; round++) {
      await db.execute(sql`
        INSERT INTO journey_events (id, client_id, session_id, event_type, page, duration, scroll_depth, details, occurred_at, received_at)
        SELECT 'n${sql.raw(`${tag}${round}`)}-' || i,
               'c0000000-0000-4000-8000-' || lpad((1 + i / 10 % ${CLIENTS})::text, 12, '0'),
               'sess_new${sql.raw(`${tag}${round}`)}x' || lpad((i / 10)::text, 8, '0') || '_1700000000000',
               (ARRAY['page_view','page_view','page_view','page_view','button_click','form_start','demo_usage','page_exit','page_exit','button_click'])[1 + i % 10],
               (ARRAY['/','/solutions','/ai-voice','/contact','/faq','/about','/ai-seo','/security'])[1 + (i / 10 + i % 10) % 8],
               CASE WHEN i % 10 IN (7, 8) THEN 5 + i % 120 END, CASE WHEN i % 10 IN (7, 8) THEN i % 101 END,
               CASE WHEN i % 10 = 4 THEN '{"consultation":true}' END, now(), now()
        FROM generate_series(0, ${NEW_EVENTS - 1}) AS i`);
      const t2 = performance.now();
      const folded = await catchUp(db, { maxRows: REQUEST_CATCH_UP_ROWS, minAgeMs: 0 });
      catchUps.push(performance.now() - t2);
      if (folded !== NEW_EVENTS) console.log(`  (round ${round}: folded ${folded} of ${NEW_EVENTS})`);
    }
    console.log(
      `${`summaries: one catch-up of ${NEW_EVENTS.toLocaleString("en-US")} new events`.padEnd(58)} median ${median(catchUps).toFixed(1).padStart(8)} ms   max ${Math.max(
        ...catchUps,
      )
        .toFixed(1)
        .padStart(8)} ms`,
    );
    await time("dashboard after the new events", () => dashboard(db));
    await time("journey analytics, last 30 days, after the new events", () => journeyAnalytics(db, {}));
    const t3 = performance.now();
    const erased = await db.execute(
      sql`DELETE FROM journey_events WHERE client_id = 'c0000000-0000-4000-8000-000000012345'`,
    );
    console.log(
      `erasure of one visitor's ${(erased as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (erased as unknown as { affectedRows?: number }).affectedRows} events, summaries adjusted: ${(performance.now() - t3).toFixed(1)} ms`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
