import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsResponse,
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardResponse,
} from "#common/admin";
import { RETENTION_SETTING_KEY } from "#common/tracking-rules";
import type { Database, Db } from "#server/db/client";
import { appSettings } from "#server/db/schema";
import { num, rows, utcDay } from "#server/lib/sql";
import { deleteClient } from "#server/modules/admin/clients";
import { dashboard } from "#server/modules/admin/dashboard";
import { TrackingService } from "#server/modules/tracking/service";
import { openTestDatabase, testDatabases } from "#server/test-support";
import { buildFunnels, journeyAnalytics } from "./analytics";
import { catchUp, catchUpAll, pending } from "./summaries";

/**
 * The summary-backed dashboard and journey analytics must say exactly what the raw events say.
 * Each check recomputes every figure straight from journey_events and funnel_events (the
 * reference below) and compares the whole answer, after the initial build, after new events,
 * after an erasure and after a retention purge.
 */

const DAY = 86_400_000;
const day = (offset: number) => utcDay(new Date(Date.now() - offset * DAY));
const UTC_DAY = (column: string) => sql.raw(`(${column} AT TIME ZONE 'UTC')::date`);

/** The reference: the figures computed from the raw events, with the semantics documented in analytics.ts. */
async function rawAnalytics(db: Db, from: string, to: string): Promise<AnalyticsResponse> {
  const inRange = sql`${UTC_DAY("received_at")} BETWEEN ${from}::date AND ${to}::date`;
  const [overview] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT count(*) FILTER (WHERE event_type = 'page_view') AS page_views,
               avg(duration) FILTER (WHERE event_type = 'page_exit' AND duration IS NOT NULL) AS avg_time,
               avg(scroll_depth) FILTER (WHERE event_type = 'page_exit' AND scroll_depth IS NOT NULL) AS avg_scroll
        FROM journey_events WHERE ${inRange}`,
  );
  const sessions = sql`(SELECT session_id, min(${UTC_DAY("received_at")}) AS start_day,
                               (array_agg(page ORDER BY occurred_at, id) FILTER (WHERE event_type = 'page_view'))[1] AS entry,
                               (array_agg(page ORDER BY occurred_at DESC, id DESC) FILTER (WHERE event_type = 'page_view'))[1] AS exit
                        FROM journey_events GROUP BY session_id) s`;
  const [sessionCount] = await rows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM ${sessions} WHERE start_day BETWEEN ${from}::date AND ${to}::date`,
  );
  const top = (column: "entry" | "exit") =>
    rows<{ label: string; n: string }>(
      db,
      sql`SELECT ${sql.raw(column)} AS label, count(*) AS n FROM ${sessions}
          WHERE start_day BETWEEN ${from}::date AND ${to}::date AND ${sql.raw(column)} IS NOT NULL
          GROUP BY 1 ORDER BY n DESC, label LIMIT 10`,
    );
  const topPages = await rows<{ label: string; n: string }>(
    db,
    sql`SELECT page AS label, count(*) AS n FROM journey_events WHERE ${inRange} AND event_type = 'page_view' GROUP BY 1 ORDER BY n DESC, label LIMIT 10`,
  );
  const byType = await rows<{ label: string; n: string }>(
    db,
    sql`SELECT event_type AS label, count(*) AS n FROM journey_events WHERE ${inRange} GROUP BY 1 ORDER BY n DESC, label`,
  );
  const stageRows = await rows<{
    funnel_type: string;
    stage: string;
    n: string;
    value: string | null;
    sessions: string;
  }>(
    db,
    sql`SELECT f.funnel_type, f.stage, count(*) AS n, sum(f.conversion_value) AS value,
               (SELECT count(*) FROM (SELECT session_id FROM funnel_events g WHERE g.funnel_type = f.funnel_type AND g.stage = f.stage
                                      GROUP BY session_id HAVING min(${UTC_DAY("g.received_at")}) BETWEEN ${from}::date AND ${to}::date) x) AS sessions
        FROM funnel_events f WHERE ${UTC_DAY("f.received_at")} BETWEEN ${from}::date AND ${to}::date GROUP BY 1, 2`,
  );
  const dropoffs = await rows<{ funnel_type: string; label: string | null; n: string }>(
    db,
    sql`SELECT funnel_type, dropoff_reason AS label, count(*) AS n FROM funnel_events
        WHERE ${UTC_DAY("received_at")} BETWEEN ${from}::date AND ${to}::date AND stage = 'abandoned'
        GROUP BY 1, 2 ORDER BY n DESC, coalesce(dropoff_reason, '')`,
  );
  const counts = (list: { label: string | null; n: string }[], none = "(none)") =>
    list.map((r) => ({ label: r.label || none, count: num(r.n) }));
  // Visits (sessions with a page view) by the device and country their events were sent from, and
  // by their visitor's source.
  const visitsBy = async (column: string, limit: number, none = "Unknown") =>
    counts(
      await rows<{ label: string; n: string }>(
        db,
        sql`SELECT coalesce(${sql.raw(column)}, '') AS label, count(*) AS n FROM (
              SELECT min(${UTC_DAY("received_at")}) AS start_day, max(device_type) AS device_type, max(browser) AS browser,
                     max(os) AS os, max(country) AS country, max(client_id) AS client_id,
                     count(*) FILTER (WHERE event_type = 'page_view') AS views
              FROM journey_events GROUP BY session_id) s
            LEFT JOIN clients c ON c.id = s.client_id
            WHERE start_day BETWEEN ${from}::date AND ${to}::date AND views > 0
            GROUP BY 1 ORDER BY n DESC, label LIMIT ${limit}`,
      ),
      none,
    );
  const round = (v: unknown) => (v == null ? null : Math.round(num(v) * 10) / 10);
  const live = await journeyAnalytics(db, { from, to });
  return {
    from,
    to,
    daily: await rawSeries(db, from, to),
    sessions: num(sessionCount.n),
    pageViews: num(overview.page_views),
    avgTimeOnPage: round(overview.avg_time),
    avgMaxScrollDepth: round(overview.avg_scroll),
    topPages: counts(topPages),
    entryPages: counts(await top("entry")),
    exitPages: counts(await top("exit")),
    // Read from the clients table by both (no summary involved).
    referrers: await visitsBy("c.referrer", 10, "(none)"),
    utmSources: await visitsBy("c.utm_source", 10, "(none)"),
    utmMediums: await visitsBy("c.utm_medium", 10, "(none)"),
    utmCampaigns: await visitsBy("c.utm_campaign", 10, "(none)"),
    utmContents: await visitsBy("c.utm_content", 10, "(none)"),
    utmTerms: await visitsBy("c.utm_term", 10, "(none)"),
    landingPages: live.landingPages,
    devices: await visitsBy("s.device_type", 100),
    browsers: await visitsBy("s.browser", 10),
    operatingSystems: await visitsBy("s.os", 10),
    countries: await visitsBy("s.country", 10),
    eventsByType: counts(byType),
    funnels: buildFunnels(stageRows, dropoffs),
    estimatedFrom: null,
    comparison: null,
  };
}

/** Per day from the raw events: distinct visitors, page views, consultation clicks, and visits (sessions by their first day). */
async function rawDays(db: Db, since: string) {
  const perDay = await rows<{ day: string; visitors: string; page_views: string; consult: string }>(
    db,
    sql`SELECT ${UTC_DAY("received_at")}::text AS day,
               count(DISTINCT client_id) FILTER (WHERE event_type = 'page_view') AS visitors,
               count(*) FILTER (WHERE event_type = 'page_view') AS page_views,
               count(*) FILTER (WHERE event_type = 'button_click' AND details LIKE '%"consultation":true%') AS consult
        FROM journey_events WHERE ${UTC_DAY("received_at")} >= ${since}::date GROUP BY 1`,
  );
  const visitsPerDay = await rows<{ day: string; n: string }>(
    db,
    sql`SELECT start_day::text AS day, count(*) AS n FROM (
          SELECT session_id, min(${UTC_DAY("received_at")}) AS start_day FROM journey_events GROUP BY session_id
          HAVING count(*) FILTER (WHERE event_type = 'page_view') > 0) s
        WHERE start_day >= ${since}::date GROUP BY 1`,
  );
  const point = (d: string) => {
    const p = perDay.find((r) => r.day === d);
    return {
      day: d,
      visitors: num(p?.visitors),
      visits: num(visitsPerDay.find((r) => r.day === d)?.n),
      pageViews: num(p?.page_views),
      consult: num(p?.consult),
    };
  };
  return { point };
}

/** Every day from `from` to `to` as the dashboard and analytics draw them. */
async function rawSeries(db: Db, from: string, to: string) {
  const { point } = await rawDays(db, from);
  const out = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY) {
    const { consult: _c, ...p } = point(utcDay(new Date(t)));
    out.push(p);
  }
  return out;
}

async function rawDashboard(db: Db, period: DashboardPeriod, now: Date): Promise<DashboardResponse> {
  const live = await dashboard(db, period, now);
  const days = DASHBOARD_PERIOD_DAYS[period];
  const shift = (n: number) => utcDay(new Date(now.getTime() - n * DAY));
  const distinct = async (from: string, to: string) =>
    num(
      (
        await rows<{ n: string }>(
          db,
          sql`SELECT count(DISTINCT client_id) AS n FROM journey_events
              WHERE event_type = 'page_view' AND ${UTC_DAY("received_at")} BETWEEN ${from}::date AND ${to}::date`,
        )
      )[0].n,
    );
  const totals = async (from: string, to: string, kept: DashboardResponse["current"]) => {
    const series = (await rawSeries(db, from, to)).map((p) => p.day);
    const { point } = await rawDays(db, from);
    const sum = (pick: (p: ReturnType<typeof point>) => number) => series.reduce((s, d) => s + pick(point(d)), 0);
    return {
      visitors: await distinct(from, to),
      visits: sum((p) => p.visits),
      pageViews: sum((p) => p.pageViews),
      consultationClicks: sum((p) => p.consult),
      // Read from the client records and bookings by both (no summary involved).
      confirmedBookings: kept.confirmedBookings,
      newVisitors: kept.newVisitors,
      newLeads: kept.newLeads,
    };
  };
  return {
    ...live,
    from: shift(days - 1),
    to: shift(0),
    previousFrom: shift(2 * days - 1),
    previousTo: shift(days),
    current: await totals(shift(days - 1), shift(0), live.current),
    previous: await totals(shift(2 * days - 1), shift(days), live.previous),
    daily: await rawSeries(db, shift(Math.max(days, 7) - 1), shift(0)),
  };
}

/** 400 sessions over the last 13 days: sessions across midnight, shared and missing client ids, equal timestamps. */
async function seedEvents(db: Db, prefix: string, sessions: number, newest: number) {
  await db.execute(sql`
    INSERT INTO journey_events (id, client_id, session_id, event_type, page, element, duration, scroll_depth, details, occurred_at, received_at,
                                device_type, browser, os, country)
    SELECT ${prefix} || s || '-' || k,
           CASE WHEN s % 11 = 0 THEN NULL WHEN s % 7 = 0 AND k % 2 = 1 THEN 'client-' || ((s + 1) % 40) ELSE 'client-' || (s % 40) END,
           'sess_' || ${prefix} || s,
           (ARRAY['page_view','page_view','button_click','page_view','page_exit','form_start','page_view','page_exit'])[1 + (s + k) % 8],
           (ARRAY['/','/solutions','/ai-voice','/contact','/faq','/about','/ai-seo','/security','/results','/demos','/faq?x','/technology'])[1 + (s * 3 + k * 5) % 12],
           NULL,
           CASE WHEN (s + k) % 3 > 0 THEN 5 + (s * k) % 200 END,
           CASE WHEN (s + k) % 4 > 0 THEN (s * 13 + k) % 101 END,
           CASE WHEN (s + k) % 5 = 0 THEN '{"consultation":true}' END,
           ts - ((k % 3) || ' minutes')::interval, ts,
           -- One browser per session; some unknown; more countries than a panel lists.
           (ARRAY['Desktop','Mobile','Tablet',NULL])[1 + s % 4],
           (ARRAY['Chrome','Safari','Firefox','Microsoft Edge',NULL])[1 + s % 5],
           (ARRAY['Windows','macOS','iOS','Android','Linux',NULL])[1 + s % 6],
           (ARRAY['DE','US','FR','GB','JP','AU','CA','NL','SE','ES','IT','BR',NULL])[1 + (s * 7) % 13]
    FROM generate_series(0, ${sessions - 1}) AS s, generate_series(0, 4 + s % 6) AS k,
         -- Spread over the day, but never later than now: the server keeps no event from the future
         -- (at most five minutes ahead), and one there would land in tomorrow late in the day.
         LATERAL (SELECT now() - ((${newest} + s % 13) || ' days')::interval - ((s * 37 % 24) || ' hours')::interval
                           - interval '15 hours' + ((k * 97) || ' minutes')::interval AS ts) t`);
  await db.execute(sql`
    INSERT INTO funnel_events (id, client_id, session_id, funnel_type, stage, conversion_value, dropoff_reason, occurred_at, received_at)
    SELECT ${prefix} || 'f' || s || '-' || st.stage || '-' || st.again,
           CASE WHEN s % 11 = 0 THEN NULL ELSE 'client-' || (s % 40) END,
           'sess_' || ${prefix} || s, (ARRAY['consultation','demo','calculator'])[1 + s % 3], st.stage,
           CASE WHEN st.stage = 'purchase' THEN 250 * (1 + s % 7) + 0.5 END,
           CASE WHEN st.stage = 'abandoned' AND s % 12 <> 0 THEN (ARRAY['price','timing','no reply'])[1 + s % 3] END,
           now() - ((${newest} + s % 13 - st.again) || ' days')::interval, now() - ((${newest} + s % 13 - st.again) || ' days')::interval
    FROM generate_series(0, ${sessions - 1}) AS s
    JOIN (VALUES ('awareness', 1, 0), ('awareness', 4, 1), ('interest', 3, 1), ('purchase', 5, 0), ('abandoned', 6, 0)) AS st(stage, every, again)
      ON s % st.every = 0`);
}

describe.each(testDatabases)("analytics summaries on %s", (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Db;
  const now = new Date();
  const ranges = () => [
    { from: day(29), to: day(0) },
    { from: day(6), to: day(0) },
    { from: day(5), to: day(3) },
    { from: day(2), to: day(2) },
  ];
  const expectExact = async () => {
    for (const range of ranges()) {
      expect(await journeyAnalytics(db, range), `${range.from}..${range.to}`).toEqual(
        await rawAnalytics(db, range.from, range.to),
      );
    }
    for (const period of DASHBOARD_PERIODS) {
      expect(await dashboard(db, period, now), period).toEqual(await rawDashboard(db, period, now));
    }
  };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
    db = database.db;
    await seedEvents(db, "a", 400, 0);
    await db.execute(sql`
      INSERT INTO clients (id, first_visit, last_visit, referrer, utm_source, utm_medium, utm_campaign, utm_content, utm_term)
      SELECT 'client-' || i, now() - interval '20 days', now(),
             (ARRAY['https://www.linkedin.com/', 'https://news.example.org/', NULL])[1 + i % 3],
             (ARRAY['linkedin', 'google', 'newsletter', NULL])[1 + i % 4],
             (ARRAY['social', 'cpc', NULL])[1 + i % 3],
             'campaign-' || (i % 13), (ARRAY['a', 'b', NULL])[1 + i % 3], (ARRAY['ai receptionist', NULL])[1 + i % 2]
      FROM generate_series(0, 39) AS i`);
  });
  afterAll(() => drop());

  it("builds summaries that match the raw events, over several ranges", async () => {
    expect(await pending(db)).toBeGreaterThan(2000);
    expect((await journeyAnalytics(db, ranges()[0])).pageViews).toBe(0); // nothing folded yet
    expect(await catchUpAll(db, { minAgeMs: 0, maxRows: 700 })).toBeGreaterThan(2000); // several bounded steps
    expect(await pending(db)).toBe(0);
    const analytics = await journeyAnalytics(db, ranges()[0]);
    expect(analytics.sessions).toBe(400);
    expect(analytics.funnels.length).toBe(3);
    expect(analytics.entryPages.length).toBeGreaterThan(3);
    expect(analytics.devices.map((d) => d.label).sort()).toEqual(["Desktop", "Mobile", "Tablet", "Unknown"]);
    expect(analytics.countries).toHaveLength(10);
    await expectExact();
  });

  it("puts the period before, or the same days a year before, beside every figure", async () => {
    const week = { from: day(6), to: day(0) };
    const compared = await journeyAnalytics(db, week, "previous");
    const before = await journeyAnalytics(db, { from: day(13), to: day(7) });
    expect(before.sessions).toBeGreaterThan(0);
    expect(compared.comparison).toEqual({
      from: day(13),
      to: day(7),
      sessions: before.sessions,
      pageViews: before.pageViews,
      avgTimeOnPage: before.avgTimeOnPage,
      avgMaxScrollDepth: before.avgMaxScrollDepth,
      daily: before.daily,
      estimatedFrom: null,
    });
    // The period's own figures are unchanged; each row carries its count in the week before, from the raw events.
    const { comparison: _c, ...own } = await journeyAnalytics(db, week);
    const strip = <T extends { previous?: number }>(list: T[]) => list.map(({ previous: _p, ...r }) => r);
    expect(strip(compared.topPages)).toEqual(own.topPages);
    const [{ n: weekBefore }] = await rows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM journey_events WHERE event_type = 'page_view' AND page = ${compared.topPages[0].label}
          AND ${UTC_DAY("received_at")} BETWEEN ${day(13)}::date AND ${day(7)}::date`,
    );
    expect(compared.topPages[0].previous).toBe(num(weekBefore));
    for (const device of compared.devices) {
      expect(device.previous).toBe(before.devices.find((d) => d.label === device.label)?.count ?? 0);
    }
    // Nothing happened a year before: every earlier figure is zero.
    const yearAgo = await journeyAnalytics(db, week, "year");
    expect(yearAgo.comparison?.sessions).toBe(0);
    expect(yearAgo.topPages.every((r) => r.previous === 0)).toBe(true);
    expect(yearAgo.comparison?.daily).toHaveLength(7);
  });

  it("folds new events, also into sessions it already summarised, and only once with concurrent catch-ups", async () => {
    await seedEvents(db, "b", 60, 0);
    // More events of existing sessions: later exit pages, an earlier entry, new funnel stages.
    await db.execute(sql`
      INSERT INTO journey_events (id, client_id, session_id, event_type, page, occurred_at, received_at)
      SELECT 'late' || s, 'client-' || (s % 40), 'sess_a' || s, 'page_view', '/late-' || (s % 3),
             now() - CASE WHEN s % 2 = 0 THEN interval '20 days' ELSE interval '0 days' END, now()
      FROM generate_series(0, 399, 9) AS s`);
    await db.execute(sql`
      INSERT INTO funnel_events (id, session_id, funnel_type, stage, occurred_at, received_at)
      SELECT 'latef' || s, 'sess_a' || s, 'demo', 'interest', now(), now() FROM generate_series(1, 399, 10) AS s`);
    const waiting = await pending(db);
    const results = await Promise.all([1, 2, 3].map(() => catchUp(db, { maxRows: 100_000, minAgeMs: 0 })));
    // The concurrent calls may fold nothing yet: the watermark waits for every transaction open when
    // it was read to end, and on a shared PostgreSQL server that includes other databases' tests.
    const rest = await catchUpAll(db, { minAgeMs: 0 });
    // Every new row folded exactly once, whichever calls did it.
    expect(results.reduce((sum, n) => sum + Math.max(0, n), 0) + rest).toBe(waiting);
    expect(await pending(db)).toBe(0);
    await expectExact();
  });

  it("takes an erased visitor out of every summary and leaves no row that names them", async () => {
    await db.execute(sql`INSERT INTO journey_events (id, client_id, session_id, event_type, page, occurred_at, received_at)
                         VALUES ('unfolded-1', 'client-5', 'sess_a5', 'page_view', '/x', now(), now())`);
    const before = await journeyAnalytics(db, ranges()[0]);
    const deleted = await deleteClient(db, "client-5");
    expect(deleted.journeyEvents).toBeGreaterThan(10);
    await catchUpAll(db, { minAgeMs: 0 });
    const [left] = await rows<{ visitors: string; sessions: string; funnel: string }>(
      db,
      sql`SELECT (SELECT count(*) FROM analytics_visitor_days WHERE client_id = 'client-5') AS visitors,
                 (SELECT count(*) FROM analytics_sessions s WHERE NOT EXISTS (SELECT 1 FROM journey_events j WHERE j.session_id = s.session_id)) AS sessions,
                 (SELECT count(*) FROM analytics_funnel_sessions s WHERE NOT EXISTS (SELECT 1 FROM funnel_events f WHERE f.session_id = s.session_id)) AS funnel`,
    );
    expect(left).toEqual({ visitors: expect.anything(), sessions: expect.anything(), funnel: expect.anything() });
    expect([num(left.visitors), num(left.sessions), num(left.funnel)]).toEqual([0, 0, 0]);
    expect((await journeyAnalytics(db, ranges()[0])).pageViews).toBeLessThan(before.pageViews);
    await expectExact();
  });

  it("keeps matching after the retention purge removes older days", async () => {
    await db
      .insert(appSettings)
      .values({ key: RETENTION_SETTING_KEY, value: 4 })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: 4 } });
    const purged = await new TrackingService(database).purgeExpired();
    expect(purged.journeyEvents).toBeGreaterThan(500);
    expect(purged.funnelEvents).toBeGreaterThan(50);
    await catchUpAll(db, { minAgeMs: 0 });
    await expectExact();
    const [stale] = await rows<{ n: string }>(db, sql`SELECT count(*) AS n FROM analytics_daily WHERE n = 0`);
    expect(num(stale.n)).toBe(0);
  });
});
