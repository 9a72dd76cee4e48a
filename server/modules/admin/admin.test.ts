import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsResponse, ClientDetail, ClientListResponse, DashboardResponse } from "#common/admin";
import { bookings, clients, contactMessages, notifications, toolResults } from "#server/db/schema";
import { signToken } from "#server/lib/tokens";
import { catchUpAll } from "#server/modules/analytics/summaries";
import { sampleContact } from "#server/modules/contact/test-fixtures";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { BROWSER_UA, type SeededVisitors, visitorSeed } from "./test-fixtures";

const ADMIN = { email: "owner@admin.test", password: "owner password 123" };

describe.each(testDatabases)("admin console API on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  let seed: SeededVisitors;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: auth() });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN });
    expect(login.statusCode).toBe(200);
    token = login.json().token;
    seed = visitorSeed(driver);
    for (const call of seed.calls) {
      const res = await ctx.app.inject({
        method: "POST",
        url: call.url,
        payload: call.payload as object,
        headers: { "user-agent": BROWSER_UA },
      });
      expect(res.statusCode, `${call.url}: ${res.body}`).toBeLessThan(300);
    }
    // Analytics read summaries. On PostgreSQL a request folds only events committed at least 1 s
    // before (late commits must not be skipped); no other writer runs here, so fold everything now.
    await catchUpAll(ctx.database.db, { minAgeMs: 0 });
  });
  afterAll(() => ctx.close());

  const adminRoutes = () =>
    ctx.app.routeCatalog.filter((r) => r.url.startsWith("/api/admin/") && !r.url.startsWith("/api/admin/login"));
  const concrete = (url: string) =>
    url.replace(/:sessionId/g, seed.hot.sessionId).replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

  it("answers exactly 401 with no, expired, tampered, foreign-key and garbage tokens on every /api/admin route", async () => {
    const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    const [h, , s] = token.split(".");
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 86_400 })).toString("base64url")}.${s}`;
    const now = Math.floor(Date.now() / 1000);
    const admin = { sub: payload.sub, role: "admin" as const, ver: payload.ver };
    const bad: Record<string, string | undefined> = {
      none: undefined,
      // The admin's own token in every claim but its time: issued 9 hours ago for 8 hours.
      expired: await signToken(admin, 8, () => Date.now() - 9 * 3600_000),
      tampered,
      "signed with another key": await new SignJWT({ role: "admin", ver: payload.ver })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(payload.sub)
        .setIssuer("custom-ai-site")
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode("another-secret-another-secret-another-secret")),
      garbage: "garbage",
    };
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const [kind, value] of Object.entries(bad)) {
        const res = await ctx.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: value ? { authorization: `Bearer ${value}` } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
        if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} (${kind}): ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("adding an admin asks for the signed-in admin's password again: a stolen token alone adds nobody", async () => {
    const add = (payload: object) =>
      ctx.app.inject({ method: "POST", url: "/api/admin/admins", headers: auth(), payload });
    const intruder = { email: "intruder@admin.test", password: "intruder password 123" };
    const bare = await add(intruder);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().field).toBe("currentPassword");
    const guessed = await add({ ...intruder, currentPassword: "a guess from a stolen token" });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().error).toBe("currentPassword: is not your current password");
    const emails = ((await get("/api/admin/admins")).json().items as { email: string }[]).map((a) => a.email);
    expect(emails).not.toContain(intruder.email);
  });

  it("never sends a password hash: every admin answer is free of hashes", async () => {
    const added = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/admins",
      headers: auth(),
      payload: {
        email: "helper@admin.test",
        name: "Sam Helper",
        password: "helper password 123",
        currentPassword: ADMIN.password,
      },
    });
    expect(added.statusCode).toBe(201);
    expect(Object.keys(added.json()).sort()).toEqual([
      "createdAt",
      "deactivatedAt",
      "email",
      "id",
      "lastLoginAt",
      "name",
      "role",
    ]);
    const bodies = [added.body];
    for (const route of adminRoutes().filter((r) => r.method === "GET")) {
      const res = await get(concrete(route.url).replace("00000000-0000-4000-8000-000000000000", seed.hot.id));
      bodies.push(res.body);
    }
    bodies.push((await get(`/api/admin/clients/${seed.hot.id}`)).body);
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) {
      expect(body).not.toMatch(/scrypt\$/);
      expect(body).not.toMatch(/password_?hash/i);
    }
  });

  it("admins have display names: set by each admin for themselves, shown as the owner of their leads", async () => {
    const rename = (payload: unknown) =>
      ctx.app.inject({ method: "PUT", url: "/api/admin/me/name", headers: auth(), payload: payload as object });
    for (const [payload, error] of [
      [{ name: "x".repeat(81) }, "name: must be at most 80 characters"],
      [{ name: 42 }, "name: must be text"],
      [{}, "name: must be text"],
      [{ name: "Maya\nChen" }, "name: must not contain line breaks or control characters"],
      [{ name: "Maya \u202Enehc" }, "name: must not contain line breaks or control characters"],
    ] as const) {
      const refused = await rename(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ error, field: "name" });
    }
    expect((await get("/api/admin/me")).json().name).toBeNull();

    const saved = await rename({ name: "  Maya Chen-Okafor  " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ name: "Maya Chen-Okafor" });
    expect((await get("/api/admin/me")).json()).toMatchObject({ email: ADMIN.email, name: "Maya Chen-Okafor" });
    const listed = (await get("/api/admin/admins")).json().items as { email: string; name: string | null }[];
    expect(listed.find((a) => a.email === ADMIN.email)?.name).toBe("Maya Chen-Okafor");

    // Owners show by name: a lead assigned to this admin carries the name beside the e-mail.
    const [lead] = (await get("/api/admin/leads?pageSize=1")).json().items as { id: string }[];
    const me = (await get("/api/admin/me")).json().id as string;
    const assigned = await ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${encodeURIComponent(lead.id)}`,
      headers: auth(),
      payload: { ownerId: me },
    });
    expect(assigned.json().owner).toEqual({ id: me, email: ADMIN.email, name: "Maya Chen-Okafor" });

    // A new admin may be named when added (the helper of the test above); an empty name means none.
    expect(listed.find((a) => a.email === "helper@admin.test")?.name).toBe("Sam Helper");
    expect((await rename({ name: "" })).json()).toEqual({ name: null });
    const audit = (await get("/api/admin/audit-log")).json().items as { action: string }[];
    expect(audit.filter((e) => e.action === "admin.renamed")).toHaveLength(2);
  });

  it("dashboard: one period's visits, page views, consultation clicks, new visitors by quality, new leads and hot leads, each against the period before", async () => {
    const res = await get("/api/admin/dashboard");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const d: DashboardResponse = res.json();
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    // The default period: the last 7 days, and the 7 days before for the change.
    expect(d).toMatchObject({ period: "7d", from: day(6), to: day(0), previousFrom: day(13), previousTo: day(7) });
    expect(d.current).toMatchObject({
      visitors: 3,
      visits: 3,
      pageViews: 9,
      consultationClicks: 2,
      confirmedBookings: 0,
    });
    expect(d.current.newVisitors).toEqual({ Cold: 1, Warm: 0, Hot: 1, "Super Hot": 0 });
    // The Super Hot visitor first came 10 days ago: a new visitor of the previous 7 days, with no traffic then.
    expect(d.previous).toEqual({
      visitors: 0,
      visits: 0,
      pageViews: 0,
      consultationClicks: 0,
      confirmedBookings: 0,
      newVisitors: { Cold: 0, Warm: 0, Hot: 0, "Super Hot": 1 },
      newLeads: 0,
    });
    // New leads are people, not visitors: a contact message adds one, and its sender stays one visitor.
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: sampleContact,
    });
    expect(sent.statusCode).toBe(201);
    const after: DashboardResponse = (await get("/api/admin/dashboard")).json();
    expect(after.current.newLeads).toBe(d.current.newLeads + 1);
    expect(after.current.newVisitors).toEqual(d.current.newVisitors);
    expect(after.previous.newLeads).toBe(0);
    // A second enquiry from the same person (the same e-mail, in capitals) is not a second lead.
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        ...sampleContact,
        email: sampleContact.email.toUpperCase(),
        message: "One more question about the pilot.",
      },
    });
    expect(again.statusCode).toBe(201);
    expect(((await get("/api/admin/dashboard")).json() as DashboardResponse).current.newLeads).toBe(
      after.current.newLeads,
    );
    expect(d.daily.map((p) => p.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));
    expect(d.daily.reduce((sum, p) => sum + p.pageViews, 0)).toBe(9);
    expect(d.hotLeads.map((l) => [l.email, l.leadQuality])).toEqual([
      [seed.hot.email, "Hot"],
      [seed.superHot.email, "Super Hot"],
    ]);
    expect(d.pendingAffiliateApplications).toBe(0);
    expect(d.newSalesApplications).toBe(0);

    const month: DashboardResponse = (await get("/api/admin/dashboard?period=30d")).json();
    expect(month).toMatchObject({ period: "30d", from: day(29), previousFrom: day(59), previousTo: day(30) });
    expect(month.current.newVisitors).toEqual({ Cold: 1, Warm: 0, Hot: 1, "Super Hot": 1 });
    expect(month.previous.newVisitors).toEqual({ Cold: 0, Warm: 0, Hot: 0, "Super Hot": 0 });
    expect(month.daily).toHaveLength(30);
    const today: DashboardResponse = (await get("/api/admin/dashboard?period=today")).json();
    expect(today).toMatchObject({
      period: "today",
      from: day(0),
      to: day(0),
      previousFrom: day(1),
      previousTo: day(1),
    });
    expect(today.current.pageViews).toBe(9);
    expect(today.daily).toHaveLength(7); // a week's trend even for today
    expect((await get("/api/admin/dashboard?period=90d")).json().daily).toHaveLength(90);

    const bad = await get("/api/admin/dashboard?period=year");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/period/);
  });

  it("clients: server-side pages, sorting and filters by quality, source, affiliate and date", async () => {
    const list = async (query: string) => {
      const res = await get(`/api/admin/clients?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ClientListResponse;
    };
    const all = await list("");
    expect(all.total).toBe(3);
    expect(all.items.map((c) => c.id)).toEqual([seed.hot.id, seed.cold.id, seed.superHot.id]); // last visit, newest first
    expect((await list("sort=leadScore&dir=desc")).items.map((c) => c.leadScore)).toEqual([102, 94, 2]);
    const page2 = await list("sort=leadScore&dir=asc&pageSize=2&page=2");
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((c) => c.id)).toEqual([seed.superHot.id]);
    expect((await list("quality=Hot")).items.map((c) => c.id)).toEqual([seed.hot.id]);
    expect((await list("quality=Super%20Hot")).items.map((c) => c.id)).toEqual([seed.superHot.id]);
    expect((await list("source=google")).items.map((c) => c.id)).toEqual([seed.cold.id]);
    // The tabs: visitors who left a name or contact detail, and Hot or better.
    expect((await list("segment=hot")).items.map((c) => c.id)).toEqual([seed.hot.id, seed.superHot.id]);
    expect((await list("segment=identified&sort=leadScore")).items.map((c) => c.id)).toEqual([
      seed.superHot.id,
      seed.hot.id,
    ]);
    expect((await list("segment=all")).total).toBe(3);
    expect((await get("/api/admin/clients?segment=vip")).statusCode).toBe(400);
    expect((await list("affiliate=PARTNER7")).items.map((c) => c.id)).toEqual([seed.hot.id]);
    // The day of a stored last visit (not today's date: a run that crosses midnight UTC would miss it).
    const visitDay = String(all.items.find((c) => c.id === seed.hot.id)?.lastVisit).slice(0, 10);
    expect((await list(`from=${visitDay}&to=${visitDay}`)).items.map((c) => c.id)).toContain(seed.hot.id);
    expect((await list("to=2000-01-01")).total).toBe(0);
    const row = all.items[0];
    expect(row).toMatchObject({
      email: seed.hot.email,
      name: "Dana Hotlead",
      company: "Hotlead Logistics",
      phone: "+1 555 0100",
      visitCount: 1,
    });
    expect(row).toMatchObject({ leadScore: 94, leadQuality: "Hot", utmSource: "linkedin", affiliateCode: "PARTNER7" });
    const bad = await get("/api/admin/clients?sort=password&quality=Lukewarm");
    expect(bad.statusCode).toBe(400);
  });

  it("client detail: the whole record, its submissions, consultation requests and event timeline", async () => {
    const res = await get(`/api/admin/clients/${seed.superHot.id}`);
    expect(res.statusCode).toBe(200);
    const d: ClientDetail = res.json();
    expect(d.formSubmissions).toHaveLength(1);
    expect(d.consultationRequests).toBe(1);
    const hot: ClientDetail = (await get(`/api/admin/clients/${seed.hot.id}`)).json();
    expect(hot.events.map((e) => e.eventType)).toEqual(["page_view", "page_view", "button_click", "page_exit"]);
    expect(hot.consultationEvents).toHaveLength(1);
    expect(hot.pageViews).toEqual(["/", "/ai-voice"]);
    expect((await get("/api/admin/clients/no-such-client")).statusCode).toBe(404);
  });

  it("exports the filtered list as CSV, and logs the export", async () => {
    const res = await get("/api/admin/clients/export.csv?source=linkedin");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,email,name,phone,company,visitCount,firstVisit,lastVisit,leadScore,leadQuality,consultationRequests,utmSource,utmMedium,utmCampaign,referrer,affiliateCode",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${seed.hot.id},${seed.hot.email},Dana Hotlead,'+1 555 0100,Hotlead Logistics,1,`);
    expect(lines[1]).toMatch(/,94,Hot,1,linkedin,social,spring,https:\/\/www\.linkedin\.com\/,PARTNER7$/);
    const all = await get("/api/admin/clients/export.csv");
    expect(all.body.trim().split("\r\n")).toHaveLength(4);
    const audit = (await get("/api/admin/audit-log")).json().items as { action: string; details: { rows: number } }[];
    expect(
      audit
        .filter((e) => e.action === "clients.exported")
        .map((e) => e.details.rows)
        .slice(0, 2),
    ).toEqual([3, 1]); // newest first
  });

  it("journey analytics: sessions, pages, scroll, referrers, sources, events by type, funnels and one session's events", async () => {
    const res = await get("/api/admin/analytics");
    expect(res.statusCode).toBe(200);
    const a: AnalyticsResponse = res.json();
    expect(a).toMatchObject({ sessions: 3, pageViews: 9, avgTimeOnPage: 30, avgMaxScrollDepth: 60 });
    // The trend at the top: every day of the default 30-day range, today's visitors and page views on the last.
    expect(a.daily).toHaveLength(30);
    expect(a.daily.at(-1)).toEqual({ day: a.to, visitors: 3, visits: 3, pageViews: 9 });
    expect(a.topPages.slice(0, 2)).toEqual([
      { label: "/", count: 3 },
      { label: "/ai-voice", count: 2 },
    ]);
    expect(a.entryPages).toEqual([{ label: "/", count: 3 }]);
    // A session's exit page is its last page viewed: the third visitor's was /about.
    expect(a.exitPages).toEqual([
      { label: "/", count: 1 },
      { label: "/about", count: 1 },
      { label: "/ai-voice", count: 1 },
    ]);
    expect(a.utmSources.map((r) => r.label).sort()).toEqual(["google", "linkedin", "newsletter"]);
    expect(a.referrers).toContainEqual({ label: "https://www.linkedin.com/", count: 1 });
    expect(a.eventsByType).toEqual(
      [
        { label: "page_exit", count: 2 },
        { label: "page_view", count: 9 },
        { label: "button_click", count: 2 },
      ].sort((x, y) => y.count - x.count || x.label.localeCompare(y.label)),
    );
    const [funnel] = a.funnels;
    expect(funnel.funnelType).toBe("consultation");
    expect(funnel.stages.map((s) => [s.stage, s.sessions, s.conversionFromPrevious])).toEqual([
      ["awareness", 2, null],
      ["booking_form", 1, 50],
      ["purchase", 1, 100],
    ]);
    expect(funnel).toMatchObject({ abandoned: 1, purchases: 1, totalConversionValue: 10000 });
    expect(funnel.dropoffReasons).toEqual([{ label: "left the pricing page", count: 1 }]);
    expect((await get("/api/admin/analytics?from=2001-01-01&to=2001-01-31")).json()).toMatchObject({
      sessions: 0,
      pageViews: 0,
      funnels: [],
    });
    expect((await get("/api/admin/analytics?from=2024-05-01&to=2024-04-01")).statusCode).toBe(400);

    const sessions = (await get("/api/admin/analytics/sessions")).json().items as { sessionId: string }[];
    expect(sessions.map((s) => s.sessionId)).toEqual([
      seed.hot.sessionId,
      seed.superHot.sessionId,
      seed.cold.sessionId,
    ]);
    const detail = (await get(`/api/admin/analytics/sessions/${seed.hot.sessionId}`)).json();
    expect(detail.events.map((e: { page: string; eventType: string }) => `${e.eventType} ${e.page}`)).toEqual([
      "page_view /",
      "page_view /ai-voice",
      "button_click /ai-voice",
      "page_exit /ai-voice",
    ]);
    expect(detail.funnel.map((f: { stage: string }) => f.stage)).toEqual(["awareness", "booking_form", "purchase"]);
  });

  it("settings: tracking defaults to honouring GPC/DNT, changes are stored and audited", async () => {
    expect((await get("/api/admin/settings/tracking")).json()).toEqual({
      honorPrivacySignals: true,
      retentionDays: 395,
    });
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/settings/tracking",
      headers: auth(),
      payload: { honorPrivacySignals: false, retentionDays: 90 },
    });
    expect(put.statusCode).toBe(200);
    expect((await get("/api/admin/settings/tracking")).json()).toEqual({
      honorPrivacySignals: false,
      retentionDays: 90,
    });
    // The setting is this app's own reading: another app in the same process keeps its own until it reads it.
    expect(ctx.app.privacySignals.honored).toBe(false);
    const other = await createTestApp(driver, {});
    try {
      expect(other.app.privacySignals.honored).toBe(true);
      expect(ctx.app.privacySignals.honored).toBe(false);
    } finally {
      await other.close();
    }
    const bad = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/settings/tracking",
      headers: auth(),
      payload: { honorPrivacySignals: true, retentionDays: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const audit = (await get("/api/admin/audit-log")).json().items as {
      action: string;
      adminEmail: string;
      details: unknown;
    }[];
    expect(audit[0]).toMatchObject({
      action: "settings.tracking_updated",
      adminEmail: ADMIN.email,
      details: { honorPrivacySignals: { from: true, to: false }, retentionDays: { from: 395, to: 90 } },
    });
  }, 120_000); // builds a second app (migrations and all): slow on a loaded machine

  it("deleting a client erases its record and everything about the person", async () => {
    const [message] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientId, seed.hot.id));
    expect(message.email).toBe(seed.hot.email);
    // A quiz result sent with the same e-mail but no client id is the same person.
    const quiz = await ctx.app.inject({
      method: "POST",
      url: "/api/tools/opportunity-results",
      headers: { "user-agent": BROWSER_UA },
      payload: {
        email: seed.hot.email,
        answers: {
          industry: "healthcare",
          size: "small",
          timeSinks: ["calls"],
          channels: ["phone"],
          data: ["crm"],
          budget: "starter",
          timeline: "now",
        },
      },
    });
    expect(quiz.statusCode).toBe(201);
    // A booking by the link's client id, one by the e-mail alone, and a stranger's that stays.
    const booking = (externalUid: string, attendeeEmail: string, clientId: string | null) => ({
      provider: "calcom",
      externalUid,
      status: "confirmed",
      startTime: new Date(Date.now() + 86_400_000),
      attendeeName: "Dana Hotlead",
      attendeeEmail,
      clientId,
    });
    await ctx.database.db
      .insert(bookings)
      .values([
        booking("erase-1", "other@hotlead.example", seed.hot.id),
        booking("erase-2", seed.hot.email.toLowerCase(), null),
        booking("erase-3", "stranger@elsewhere.example", null),
      ]);
    const noticesAboutThem = async () =>
      (await ctx.database.db.select().from(notifications)).filter((n) => {
        const text = JSON.stringify(n.data).toLowerCase();
        return text.includes(seed.hot.id) || text.includes(seed.hot.email.toLowerCase());
      });
    const notices = (await noticesAboutThem()).length;
    expect(notices).toBeGreaterThanOrEqual(2); // the contact message and the quiz result
    const del = await ctx.app.inject({ method: "DELETE", url: `/api/admin/clients/${seed.hot.id}`, headers: auth() });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({
      deleted: {
        journeyEvents: 4,
        funnelEvents: 3,
        contactMessages: 1,
        quizResults: 1,
        salesApplications: 0,
        bookings: 2,
        notifications: notices,
        referralsAnonymised: 0,
      },
    });
    expect(await noticesAboutThem()).toEqual([]);
    expect((await ctx.database.db.select().from(bookings)).map((b) => b.externalUid)).toEqual(["erase-3"]);
    expect(
      await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, seed.hot.email)),
    ).toEqual([]);
    expect(await ctx.database.db.select().from(toolResults).where(eq(toolResults.email, seed.hot.email))).toEqual([]);
    expect((await get(`/api/admin/clients/${seed.hot.id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/analytics/sessions/${seed.hot.sessionId}`)).statusCode).toBe(404);
    const a: AnalyticsResponse = (await get("/api/admin/analytics")).json();
    expect(a.sessions).toBe(2);
    expect((await get(`/api/admin/clients/${seed.cold.id}`)).json().events).toHaveLength(2);
    const again = await ctx.app.inject({ method: "DELETE", url: `/api/admin/clients/${seed.hot.id}`, headers: auth() });
    expect(again.statusCode).toBe(404);
  });

  it("admins: the last one cannot be removed; a password change signs out older tokens", async () => {
    const list = (await get("/api/admin/admins")).json().items as { id: string; email: string }[];
    const helper = list.find((a) => a.email === "helper@admin.test");
    const me = list.find((a) => a.email === ADMIN.email);
    expect(helper && me).toBeTruthy();
    const remove = (id: string | undefined, payload?: object) =>
      ctx.app.inject({ method: "DELETE", url: `/api/admin/admins/${id}`, headers: auth(), payload });
    // A token alone removes nobody: the password is asked again, and a wrong one changes nothing.
    const bare = await remove(helper?.id);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().field).toBe("currentPassword");
    const guessed = await remove(helper?.id, { currentPassword: "a guess from a stolen token" });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().error).toBe("currentPassword: is not your current password");
    expect((await get("/api/admin/admins")).json().items).toHaveLength(list.length);
    const removed = await remove(helper?.id, { currentPassword: ADMIN.password });
    expect(removed.statusCode).toBe(204);
    const last = await remove(me?.id, { currentPassword: ADMIN.password });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe("The last admin cannot be removed.");

    const wrong = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/settings/password",
      headers: auth(),
      payload: { currentPassword: "not it at all", newPassword: "brand new password 1" },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/settings/password",
      headers: auth(),
      payload: { currentPassword: ADMIN.password, newPassword: "brand new password 1" },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect((await get("/api/admin/me")).statusCode).toBe(401);
    token = fresh;
    expect((await get("/api/admin/me")).statusCode).toBe(200);
    const oldLogin = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: ADMIN,
      remoteAddress: "10.3.0.1",
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { ...ADMIN, password: "brand new password 1" },
      remoteAddress: "10.3.0.2",
    });
    expect(newLogin.statusCode).toBe(200);
    const actions = ((await get("/api/admin/audit-log")).json().items as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["admin.created", "admin.removed", "admin.password_changed", "client.deleted"]),
    );
  });

  it("dashboard: a hot lead without a name on its record is named from its contact message", async () => {
    const id = "hot-without-name";
    await ctx.database.db.insert(clients).values({
      id,
      firstVisit: new Date(Date.now() - 400 * 86_400_000),
      lastVisit: new Date(),
      leadScore: 75,
      leadQuality: "Hot",
    });
    await ctx.database.db.insert(contactMessages).values({
      name: "Noor Unnamed",
      company: "Unnamed Freight",
      email: "noor@freight.example",
      interest: "voice",
      message: "Call me about a receptionist.",
      clientId: id,
    });
    const d: DashboardResponse = (await get("/api/admin/dashboard")).json();
    expect(d.hotLeads.find((l) => l.id === id)).toMatchObject({
      name: "Noor Unnamed",
      company: "Unnamed Freight",
      email: null,
    });
  });
});
