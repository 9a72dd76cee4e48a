import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filtersSchema } from "#common/analytics-filters";
import type { Database, Db } from "#server/db/client";
import { rows, utcDay } from "#server/lib/sql";
import { createTestApp, openTestDatabase, type TestContext, testDatabases } from "#server/test-support";
import { journeyAnalytics } from "./analytics";
import { funnelsReport } from "./funnels";
import { goalsReport } from "./goals";
import { catchUpAll } from "./summaries";

/**
 * Goals and custom funnels on known journeys. Today: Ada views / and /contact and sends the form;
 * Bo reads a solution, opens the booking page and views /contact; Cy sends the contact form before
 * viewing /contact (a funnel in that order must not count it); Dee reads a solution and finishes
 * the quiz. Yesterday: Eve sends the contact form.
 */

const today = utcDay(new Date());
const yesterday = utcDay(new Date(Date.now() - 86_400_000));

type Step =
  | { page: string }
  | { event: string; element?: string; details?: string }
  | { funnel: string; stage: string };

const JOURNEYS: { session: string; daysAgo?: number; steps: Step[] }[] = [
  {
    session: "sess_ada",
    steps: [
      { page: "/" },
      { page: "/contact" },
      { event: "form_submit", element: "contact", details: '{"form":"contact"}' },
    ],
  },
  {
    session: "sess_bo",
    steps: [
      { page: "/solution/voice-agent" },
      { event: "button_click", element: "Book a call", details: '{"text":"Book a call","consultation":true}' },
      { page: "/contact" },
    ],
  },
  {
    session: "sess_cy",
    steps: [{ page: "/pricing" }, { event: "form_submit", element: "contact" }, { page: "/contact" }],
  },
  {
    session: "sess_dee",
    steps: [
      { page: "/solution/crm-assistant" },
      { event: "button_click", element: "Next", details: '{"text":"Next"}' },
      { funnel: "ai_opportunity_quiz", stage: "purchase" },
    ],
  },
  { session: "sess_eve", daysAgo: 1, steps: [{ page: "/contact" }, { event: "form_submit", element: "contact" }] },
];

async function seed(db: Db) {
  for (const j of JOURNEYS) await seedJourney(db, j);
}

async function seedJourney(db: Db, j: { session: string; daysAgo?: number; steps: Step[] }) {
  for (const [k, step] of j.steps.entries()) {
    const at = sql`now() - (${j.daysAgo ?? 0} || ' days')::interval - interval '1 hour' + (${k} || ' seconds')::interval`;
    const id = `${j.session}-${k}`;
    if ("funnel" in step) {
      await db.execute(sql`INSERT INTO funnel_events (id, client_id, session_id, funnel_type, stage, occurred_at, received_at)
          VALUES (${id}, ${`c-${j.session}`}, ${j.session}, ${step.funnel}, ${step.stage}, ${at}, ${at})`);
    } else {
      const type = "page" in step ? "page_view" : step.event;
      const page = "page" in step ? step.page : "/contact";
      const element = "event" in step ? (step.element ?? null) : null;
      const details = "event" in step ? (step.details ?? null) : null;
      await db.execute(sql`INSERT INTO journey_events (id, client_id, session_id, event_type, page, element, details, occurred_at, received_at)
          VALUES (${id}, ${`c-${j.session}`}, ${j.session}, ${type}, ${page}, ${element}, ${details}, ${at}, ${at})`);
    }
  }
}

const ADMIN = { email: "goals@example.com", password: "goals-password-1234" };
const f = (...texts: string[]) => filtersSchema.parse(texts);

describe.each(testDatabases)("goals and custom funnels on %s", (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, string> = {};
  const actor = { id: null, email: "goals@example.com" };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
    await seed(database.db);
    await catchUpAll(database.db, { minAgeMs: 0 });
    const { createGoal } = await import("./goals");
    const { createFunnel } = await import("./funnels");
    for (const [key, goal] of Object.entries({
      contact: { name: "Sent the contact form", kind: "event", target: "contact_form_sent" },
      solution: { name: "Read a solution", kind: "page", target: "/solution/*" },
      quiz: { name: "Finished the quiz", kind: "event", target: "quiz_finished" },
      booking: { name: "Opened the booking page", kind: "event", target: "consultation_requested" },
      contactPage: { name: "Saw the contact page", kind: "page", target: "/contact" },
    } as const)) {
      ids[key] = (await createGoal(database.db, goal, actor)).id;
    }
    await createFunnel(
      database.db,
      {
        name: "Contact page to message",
        steps: [
          { kind: "page", target: "/contact" },
          { kind: "event", target: "contact_form_sent" },
        ],
      },
      actor,
    );
    await createFunnel(
      database.db,
      {
        name: "Solution to booking to message",
        steps: [
          { kind: "page", target: "/solution/*" },
          { kind: "event", target: "consultation_requested" },
          { kind: "event", target: "contact_form_sent" },
        ],
      },
      actor,
    );
    // The past is counted in steps after a goal or funnel is added (see the test of that below).
    await catchUpAll(database.db, { minAgeMs: 0 });
  });
  afterAll(() => drop());

  it("counts the sessions that reached each goal, their rate over the visits, per day and against the day before", async () => {
    const report = await goalsReport(database.db, { from: today, to: today }, "previous", []);
    expect(report.visits).toBe(4);
    const byName = Object.fromEntries(report.goals.map((g) => [g.name, [g.conversions, g.rate, g.daily, g.previous]]));
    expect(byName).toEqual({
      "Sent the contact form": [2, 50, [2], 1],
      "Read a solution": [2, 50, [2], 0],
      "Finished the quiz": [1, 25, [1], 0],
      "Opened the booking page": [1, 25, [1], 0],
      "Saw the contact page": [3, 75, [3], 1],
    });
  });

  it("shows each goal's sessions day by day over a longer period", async () => {
    const report = await goalsReport(database.db, { from: yesterday, to: today }, "none", []);
    expect(report.visits).toBe(5);
    const contact = report.goals.find((g) => g.name === "Sent the contact form");
    expect([contact?.conversions, contact?.daily, contact?.previous]).toEqual([3, [1, 2], undefined]);
  });

  it("filters the whole page by a goal: the sessions that reached it, or those that did not", async () => {
    const reached = await journeyAnalytics(
      database.db,
      { from: today, to: today },
      "none",
      f(`goal:is:${ids.contact}`),
    );
    expect(reached.sessions).toBe(2);
    expect(reached.topPages.map((r) => [r.label, r.count]).sort()).toEqual([
      ["/", 1],
      ["/contact", 2],
      ["/pricing", 1],
    ]);
    const not = await journeyAnalytics(database.db, { from: today, to: today }, "none", f(`goal:isNot:${ids.contact}`));
    expect(not.sessions).toBe(2);
    const byPage = await journeyAnalytics(
      database.db,
      { from: today, to: today },
      "none",
      f(`goal:is:${ids.solution}`),
    );
    expect(byPage.entryPages.map((r) => r.label).sort()).toEqual(["/solution/crm-assistant", "/solution/voice-agent"]);
    const goals = await goalsReport(database.db, { from: today, to: today }, "none", f(`goal:is:${ids.quiz}`));
    expect(goals.visits).toBe(1);
    expect(goals.goals.find((g) => g.name === "Read a solution")?.conversions).toBe(1);
    // An id no goal has matches nothing, and is no error.
    const none = await journeyAnalytics(database.db, { from: today, to: today }, "none", f("goal:is:not-a-goal"));
    expect(none.sessions).toBe(0);
  });

  it("counts each funnel step only after the steps before it, with the drop-off", async () => {
    const funnels = (await funnelsReport(database.db, { from: today, to: today }, [])).items;
    expect(funnels.map((x) => [x.name, x.steps.map((s) => [s.sessions, s.conversionFromPrevious, s.dropOff])])).toEqual(
      [
        [
          "Contact page to message",
          [
            [3, null, 0],
            [1, 33.3, 2],
          ],
        ],
        [
          "Solution to booking to message",
          [
            [2, null, 0],
            [1, 50, 1],
            [0, 0, 1],
          ],
        ],
      ],
    );
    const filtered = (await funnelsReport(database.db, { from: yesterday, to: today }, f(`goal:is:${ids.contact}`)))
      .items;
    expect(filtered[0].steps.map((s) => s.sessions)).toEqual([3, 2]);
  });

  it("keeps each goal's and funnel's sessions as new events arrive and as erased ones leave", async () => {
    const funnel = async () =>
      (await funnelsReport(database.db, { from: today, to: today }, [])).items[0].steps.map((s) => s.sessions);
    const contact = async () =>
      (await goalsReport(database.db, { from: today, to: today }, "none", [])).goals.find(
        (g) => g.name === "Sent the contact form",
      )?.conversions;
    await seedJourney(database.db, {
      session: "sess_fay",
      steps: [{ page: "/contact" }, { event: "form_submit", element: "contact" }],
    });
    await catchUpAll(database.db, { minAgeMs: 0 });
    expect(await contact()).toBe(3);
    expect(await funnel()).toEqual([4, 2]);
    const filtered = await journeyAnalytics(
      database.db,
      { from: today, to: today },
      "none",
      f(`goal:is:${ids.contact}`),
    );
    expect(filtered.sessions).toBe(3);

    // Erasure of the form's event: the session stays (its page view), the goal no longer counts it.
    await database.db.execute(
      sql`DELETE FROM journey_events WHERE session_id = 'sess_fay' AND event_type = 'form_submit'`,
    );
    await catchUpAll(database.db, { minAgeMs: 0 });
    expect(await contact()).toBe(2);
    const page = (await goalsReport(database.db, { from: today, to: today }, "none", [])).goals.find(
      (g) => g.name === "Saw the contact page",
    );
    expect(page?.conversions).toBe(4);
    expect(await funnel()).toEqual([4, 1]);
    await database.db.execute(sql`DELETE FROM journey_events WHERE session_id = 'sess_fay'`);
    await catchUpAll(database.db, { minAgeMs: 0 });
    expect(await contact()).toBe(2);
    expect(await funnel()).toEqual([3, 1]);
    // The daily counts the panels read agree with a count of the sessions themselves.
    const drift = await rows(
      database.db,
      sql`
      SELECT 'goal' FROM (SELECT goal_id, start_day, count(*) AS n FROM analytics_goal_sessions GROUP BY 1, 2) c
      FULL JOIN (SELECT * FROM analytics_goal_daily WHERE n <> 0) d ON d.goal_id = c.goal_id AND d.day = c.start_day
      WHERE c.n IS DISTINCT FROM d.n
      UNION ALL
      SELECT 'funnel' FROM (SELECT funnel_id, start_day, reached, count(*) AS n FROM analytics_custom_funnel_sessions GROUP BY 1, 2, 3) c
      FULL JOIN (SELECT * FROM analytics_custom_funnel_daily WHERE n <> 0) d
        ON d.funnel_id = c.funnel_id AND d.day = c.start_day AND d.reached = c.reached
      WHERE c.n IS DISTINCT FROM d.n`,
    );
    expect(drift).toEqual([]);
  });
});

describe.each(testDatabases)("counting the past of a goal or funnel just added, on %s", (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  const actor = { id: null, email: "goals@example.com" };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
    // 300 sessions of today: each views the home page, every other one then /pricing.
    await database.db.execute(sql`
      INSERT INTO journey_events (id, session_id, event_type, page, occurred_at, received_at)
      SELECT 'past-' || g || '-' || k, 'sess_past_' || g, 'page_view', CASE WHEN k = 0 THEN '/' ELSE '/pricing' END,
             now() - interval '1 hour' + k * interval '1 second', now() - interval '1 hour' + k * interval '1 second'
      FROM generate_series(1, 300) g, generate_series(0, 1) k WHERE k = 0 OR g % 2 = 0`);
    await catchUpAll(database.db, { minAgeMs: 0 });
  });
  afterAll(() => drop());

  it("answers at once and counts in small steps, the figures saying they are partial until done", async () => {
    const { createGoal } = await import("./goals");
    const { createFunnel } = await import("./funnels");
    const { countStep } = await import("./goal-sessions");
    const goal = await createGoal(database.db, { name: "Saw pricing", kind: "page", target: "/pricing" }, actor);
    const steps = [
      { kind: "page" as const, target: "/" },
      { kind: "page" as const, target: "/pricing" },
    ];
    const funnel = await createFunnel(database.db, { name: "Home to pricing", steps }, actor);
    expect([goal.counting, funnel.counting]).toEqual([true, true]);
    const range = { from: today, to: today };
    const before = await goalsReport(database.db, range, "none", []);
    expect([before.goals[0].counting, before.goals[0].conversions]).toEqual([true, 0]);
    // At most about 100 events a step: 450 events take several.
    let taken = 0;
    while ((await countStep(database.db, 100)) > 0) taken++;
    expect(taken).toBeGreaterThan(4);
    const after = await goalsReport(database.db, range, "none", []);
    expect([after.goals[0].counting, after.goals[0].conversions]).toEqual([false, 150]);
    const [report] = (await funnelsReport(database.db, range, [])).items;
    expect(report.steps.map((s) => s.sessions)).toEqual([300, 150]);
  });
});

describe.each(testDatabases)("goals and funnels API on %s", (driver) => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN });
    headers = { authorization: `Bearer ${login.json().token}` };
  });
  afterAll(() => ctx?.close());

  it("adds, renames and deletes a goal, audited", async () => {
    const saved = await call("POST", "/api/admin/analytics/goals", {
      name: " Pricing ",
      kind: "page",
      target: "/pricing",
    });
    expect(saved.statusCode).toBe(201);
    // Nothing to count in an empty database: ready at once.
    expect(saved.json()).toEqual({
      id: expect.any(String),
      name: "Pricing",
      kind: "page",
      target: "/pricing",
      counting: false,
    });
    const id = saved.json().id;
    const again = await call("POST", "/api/admin/analytics/goals", { name: "pricing", kind: "page", target: "/x" });
    expect([again.statusCode, again.json().field]).toEqual([409, "name"]);
    const renamed = await call("PUT", `/api/admin/analytics/goals/${id}`, {
      name: "Any solution",
      kind: "page",
      target: "/solution/*",
    });
    expect(renamed.json()).toEqual({ id, name: "Any solution", kind: "page", target: "/solution/*", counting: false });
    const listed = (await call("GET", "/api/admin/analytics/goals")).json();
    expect(listed.goals.map((g: { name: string; conversions: number }) => [g.name, g.conversions])).toEqual([
      ["Any solution", 0],
    ]);
    expect((await call("DELETE", `/api/admin/analytics/goals/${id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/analytics/goals/${id}`)).statusCode).toBe(404);
    const audit = JSON.stringify((await call("GET", "/api/admin/audit-log")).json());
    for (const action of ["goal.created", "goal.updated", "goal.deleted"]) expect(audit).toContain(action);
  });

  it.each([
    [{ name: "", kind: "page", target: "/a" }, "name"],
    [{ name: "A", kind: "screen", target: "/a" }, "kind"],
    [{ name: "A", kind: "page", target: "pricing" }, "target"],
    [{ name: "A", kind: "page", target: "/a*b" }, "target"],
    [{ name: "A", kind: "page", target: "/a b" }, "target"],
    [{ name: "A", kind: "event", target: "made_up_event" }, "target"],
    [{ name: "A\nB", kind: "event", target: "quiz_finished" }, "name"],
  ])("refuses the goal %j with 400 naming %s", async (body, field) => {
    const res = await call("POST", "/api/admin/analytics/goals", body);
    expect([res.statusCode, res.json().field]).toEqual([400, field]);
  });

  it("builds a funnel of 2 to 8 steps from pages and events, and refuses other shapes naming the field", async () => {
    const step = { kind: "page", target: "/" };
    const one = await call("POST", "/api/admin/analytics/funnels", { name: "One", steps: [step] });
    expect([one.statusCode, one.json().field]).toEqual([400, "steps"]);
    const nine = await call("POST", "/api/admin/analytics/funnels", { name: "Nine", steps: Array(9).fill(step) });
    expect([nine.statusCode, nine.json().field]).toEqual([400, "steps"]);
    const unknown = await call("POST", "/api/admin/analytics/funnels", {
      name: "Bad",
      steps: [step, { kind: "event", target: "nope" }],
    });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, "steps.1.target"]);
    const saved = await call("POST", "/api/admin/analytics/funnels", {
      name: "Home to message",
      steps: [step, { kind: "event", target: "contact_form_sent", extra: 1 }],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().steps).toEqual([step, { kind: "event", target: "contact_form_sent" }]);
    const listed = (await call("GET", "/api/admin/analytics/funnels")).json();
    expect(
      listed.items.map((x: { name: string; steps: { sessions: number }[] }) => [
        x.name,
        x.steps.map((s) => s.sessions),
      ]),
    ).toEqual([["Home to message", [0, 0]]]);
    expect((await call("DELETE", `/api/admin/analytics/funnels/${saved.json().id}`)).statusCode).toBe(204);
    expect(JSON.stringify((await call("GET", "/api/admin/audit-log")).json())).toContain("funnel.deleted");
  });
});
