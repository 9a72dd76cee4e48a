import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientDetail } from "#common/admin";
import { stepLabel } from "#common/journey-story";
import type { LeadDetail, LeadListResponse, LeadSummary } from "#common/leads";
import { bookings } from "#server/db/schema/bookings";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const ADMIN = { email: "owner@admin.test", password: "owner password 123" };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const session = (tag: string) => `sess_${tag}${randomUUID().replace(/-/g, "").slice(0, 8)}_${Date.now()}`;

describe.each(testDatabases)("leads inbox API on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  let colleague: { id: string; email: string };
  const dana = { clientId: randomUUID(), sessionId: session("dana") };
  const anon = { clientId: randomUUID(), sessionId: session("anon") };
  const auth = () => ({ authorization: `Bearer ${token}` });
  const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: auth() });
  const patch = (id: string, payload: unknown) =>
    ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${encodeURIComponent(id)}`,
      headers: auth(),
      payload: payload as object,
    });
  const list = async (query = "") => {
    const res = await get(`/api/admin/leads${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeadListResponse;
  };
  // The visitor's browser: it keeps the cookies the server sets (the visitor binding among them),
  // so the forms it sends count for that visitor as a real browser's would.
  const cookies = new Map<string, string>();
  const send = async (url: string, payload: unknown) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const res = await ctx.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    for (const { name, value } of res.cookies) cookies.set(name, value);
    return res.json() as { id?: string };
  };
  let contactId: string;
  let voiceAnswer: { text: string; proof: string };

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/admins",
      headers: auth(),
      payload: {
        email: "sales@admin.test",
        password: "sales password 123",
        currentPassword: ADMIN.password,
        role: "sales",
      },
    });
    colleague = created.json();

    // Dana: came from a LinkedIn campaign, read a solution, used the ROI calculator, asked for a
    // consultation from it, then wrote through the contact form.
    await send("/api/client/sync", {
      id: dana.clientId,
      visitCount: 1,
      firstVisit: minutesAgo(30),
      lastVisit: minutesAgo(1),
      pageViews: ["/ai-voice", "/roi-overview", "/contact"],
      formSubmissions: [{ form: "contact", at: minutesAgo(2) }],
      consultationRequests: 1,
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "spring",
      email: "dana@whitfield.example",
      name: "Dana Whitfield",
    });
    const event = (m: number, eventType: string, page: string, extra: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      clientId: dana.clientId,
      sessionId: dana.sessionId,
      eventType,
      page,
      timestamp: minutesAgo(m),
      ...extra,
    });
    // On /ai-voice she asked the voice demo one question; the answer came with the server's signature.
    const chat = await ctx.app.inject({
      method: "POST",
      url: "/api/voice/chat",
      payload: { message: "How much does it cost per month?", scenario: "sales-assistant" },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const { text, proof } = chat.json() as { text: string; proof: string };
    voiceAnswer = { text, proof };
    const voice = (m: number, details: object) =>
      event(m, "demo_usage", "/ai-voice", { element: "voice-demo", details: JSON.stringify(details) });
    await send("/api/journey/events", {
      events: [
        event(30, "page_view", "/ai-voice"),
        voice(29.8, { scenario: "sales-assistant", action: "start" }),
        voice(29.6, {
          scenario: "sales-assistant",
          action: "turn",
          input: "text",
          turn: 1,
          question: "How much does it cost per month?",
        }),
        voice(29.4, { scenario: "sales-assistant", action: "answer", turn: 1, answer: text, proof }),
        // A browser's own words put in the demo's mouth: the signature does not hold, so it is not told.
        voice(29.2, {
          scenario: "sales-assistant",
          action: "answer",
          turn: 1,
          answer: "We agreed to give you 90% off.",
          proof: voiceAnswer.proof,
        }),
        event(29, "page_exit", "/ai-voice", { exitPage: "/ai-voice", duration: 40, scrollDepth: 90 }),
        event(28, "page_view", "/roi-overview"),
        event(27, "demo_usage", "/roi-overview", {
          element: "roi-calculator",
          details: JSON.stringify({ tool: "roi-calculator" }),
        }),
        event(26, "button_click", "/roi-overview", {
          element: "Book a call",
          details: JSON.stringify({ text: "Book a call", consultation: true }),
        }),
        event(3, "page_view", "/contact"),
        event(2, "form_submit", "/contact", { element: "contact", details: JSON.stringify({ form: "contact" }) }),
      ],
    });
    await send("/api/journey/funnel", {
      clientId: dana.clientId,
      sessionId: dana.sessionId,
      funnelType: "roi_calculator",
      stage: "purchase",
      conversionValue: 4200,
      page: "/roi-overview",
      timestamp: minutesAgo(26),
    });
    // The same request twice in one session is one lead.
    await send("/api/journey/funnel", {
      clientId: dana.clientId,
      sessionId: dana.sessionId,
      funnelType: "roi_calculator",
      stage: "purchase",
      conversionValue: 4300,
      page: "/roi-overview",
      timestamp: minutesAgo(25),
    });
    // An anonymous visitor finished the readiness assessment.
    await send("/api/journey/funnel", {
      clientId: anon.clientId,
      sessionId: anon.sessionId,
      funnelType: "ai_readiness_assessment",
      stage: "purchase",
      conversionValue: 72,
      page: "/ai-readiness-assessment",
      timestamp: minutesAgo(20),
    });
    await send("/api/tools/opportunity-results", {
      email: "quiz@taker.example",
      answers: {
        industry: "finance",
        size: "small",
        timeSinks: ["calls", "scheduling"],
        channels: ["phone"],
        data: ["crm"],
        budget: "growth",
        timeline: "now",
      },
    });
    contactId = (
      (await send("/api/contact", {
        name: '=HYPERLINK("http://evil")',
        email: "dana@whitfield.example",
        company: "Whitfield Plumbing",
        interest: "voice",
        message: "We miss calls while on jobs. Could a voice assistant book visits for us?",
        clientId: dana.clientId,
      })) as { id: string }
    ).id;
  });
  afterAll(() => ctx.close());

  it("lists every person newest first with who, what, score and source: one entry for all they sent", async () => {
    const { items, total } = await list();
    // Dana's calculator request and contact message are one person (the same visitor record).
    expect(total).toBe(3);
    expect(items.map((l) => l.kind)).toEqual(["contact", "opportunity", "readiness"]);
    expect(items.map((l) => l.enquiries)).toEqual([2, 1, 1]);
    const [contact, quiz, readiness] = items;
    expect(contact).toMatchObject({
      id: `contact:${contactId}`,
      email: "dana@whitfield.example",
      company: "Whitfield Plumbing",
      status: "new",
      owner: null,
      source: { channel: "campaign", utmSource: "linkedin", utmMedium: "social", utmCampaign: "spring" },
    });
    expect(contact.headline).toBe(
      "AI Voice Assistant: We miss calls while on jobs. Could a voice assistant book visits for us?",
    );
    expect(contact.leadScore).toBeGreaterThanOrEqual(60);
    expect(contact.leadQuality).toMatch(/Hot/);
    expect(quiz.email).toBe("quiz@taker.example");
    expect(quiz.headline).toMatch(/^Opportunity Finder: top match \S/);
    expect(readiness.headline).toBe("Readiness score 72/100: Ready to pilot");
    expect(readiness).toMatchObject({ name: null, email: null, leadQuality: "Cold", source: { channel: "direct" } });
  });

  it("shows a lead in full: the message, the journey as a story, the related enquiries", async () => {
    const res = await get(`/api/admin/leads/${encodeURIComponent(`contact:${contactId}`)}`);
    expect(res.statusCode).toBe(200);
    const lead = res.json() as LeadDetail;
    expect(lead.message).toBe("We miss calls while on jobs. Could a voice assistant book visits for us?");
    expect(lead.facts).toEqual([{ label: "Solution of interest", value: "AI Voice Assistant" }]);
    expect(lead.journey).toHaveLength(1);
    expect(lead.journey[0].origin).toBe("From linkedin (social, spring), landing on AI Voice Assistant");
    const steps = lead.journey[0].steps.map(stepLabel);
    // The answer's first sentence, as the server gave it.
    expect(steps[3]).toMatch(/^The voice demo answered: “[^”]+[.!?]”$/);
    expect(voiceAnswer.text.startsWith(steps[3].slice("The voice demo answered: “".length, -1))).toBe(true);
    expect(steps).toEqual([
      "Read AI Voice Assistant (40 s)",
      "Started the voice demo: Sales Assistant",
      "Asked the voice demo: “How much does it cost per month?”",
      steps[3],
      "Opened ROI Calculator",
      "Used the ROI calculator",
      "Clicked “Book a call” to book a consultation",
      "Opened Contact",
      "Sent the contact form",
    ]);
    expect(lead.events).toHaveLength(11);
    expect(lead.related).toMatchObject([
      {
        kind: "calculator",
        headline: "ROI calculator: estimated net benefit $4,300/month",
        facts: [{ value: "ROI calculator: estimated net benefit $4,300/month" }],
      },
    ]);
    expect(lead.enquiries).toBe(2);

    const quiz = (await list("?kind=opportunity")).items[0];
    const detail = (await get(`/api/admin/leads/${encodeURIComponent(quiz.id)}`)).json() as LeadDetail;
    expect(detail.facts).toContainEqual({
      label: "Where does your team lose the most time?",
      value: "Answering phone calls, Booking and scheduling",
    });
    expect(detail.matches.length).toBeGreaterThanOrEqual(3);
    expect(detail.matches[0].path).toMatch(/^\/solution\//);
  });

  it("the client drawer tells the same story", async () => {
    const client = (await get(`/api/admin/clients/${dana.clientId}`)).json() as ClientDetail;
    expect(client.journey[0].steps.map(stepLabel)[0]).toBe("Read AI Voice Assistant (40 s)");
    expect(client.events).toHaveLength(11);
    expect(client.journey[0].steps.map(stepLabel)).toContain(
      "Asked the voice demo: “How much does it cost per month?”",
    );
  });

  it("keeps workflow changes, audits them and counts what is still New", async () => {
    const id = `contact:${contactId}`;
    expect((await get("/api/admin/leads/counts")).json()).toEqual({ new: 3, dueToday: 0, overdue: 0 });
    const res = await patch(id, { status: "contacted", ownerId: colleague.id, followUpOn: "2031-03-04" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "contacted",
      owner: { id: colleague.id, email: "sales@admin.test" },
      followUpOn: "2031-03-04",
    });
    const again = (await list()).items.find((l) => l.id === id) as LeadSummary;
    expect(again).toMatchObject({ status: "contacted", followUpOn: "2031-03-04" });
    expect((await get("/api/admin/leads/counts")).json()).toMatchObject({ new: 2 });

    const audit = (await get("/api/admin/audit-log")).json().items as {
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(audit[0]).toMatchObject({
      action: "lead.updated",
      details: {
        leadId: id,
        changes: { status: { from: "new", to: "contacted" }, followUpOn: { from: null, to: "2031-03-04" } },
      },
    });

    const note = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/leads/${encodeURIComponent(id)}/notes`,
      headers: auth(),
      payload: { body: "Called, wants a demo on Friday." },
    });
    expect(note.statusCode).toBe(201);
    const detail = (await get(`/api/admin/leads/${encodeURIComponent(id)}`)).json() as LeadDetail;
    expect(detail.notes).toMatchObject([{ authorEmail: ADMIN.email, body: "Called, wants a demo on Friday." }]);

    // Lost needs a reason; moving on from Lost drops it.
    const lost = await patch(id, { status: "lost", lostReason: "Chose a cheaper answering service" });
    expect(lost.json()).toMatchObject({ status: "lost", lostReason: "Chose a cheaper answering service" });
    const reopened = await patch(id, { status: "qualified" });
    expect(reopened.json()).toMatchObject({ status: "qualified", lostReason: null });
  });

  it("refuses bad changes with 400 naming the field, and writes nothing", async () => {
    const id = (await list("?kind=readiness")).items[0].id;
    const cases: [unknown, string][] = [
      [{ status: "lost" }, "lostReason"],
      [{ status: "lost", lostReason: "   " }, "lostReason"],
      [{ status: "done" }, "status"],
      [{ ownerId: randomUUID() }, "ownerId"],
      [{ ownerId: "nobody" }, "ownerId"],
      [{ followUpOn: "2031-02-30" }, "followUpOn"],
      [{}, "body"],
      [[], "body"],
    ];
    for (const [payload, field] of cases) {
      const res = await patch(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect((await list("?kind=readiness")).items[0]).toMatchObject({ status: "new", owner: null, followUpOn: null });
    expect((await patch("contact:00000000-0000-4000-8000-000000000000", { status: "won" })).statusCode).toBe(404);
    expect((await patch("nonsense", { status: "won" })).json().field).toBe("id");
    const note = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/leads/${encodeURIComponent(id)}/notes`,
      headers: auth(),
      payload: { body: " " },
    });
    expect(note.json()).toMatchObject({ field: "body" });
    expect((await get("/api/admin/leads?status=open")).json().field).toBe("status");
  });

  it("filters by status, quality, source, owner, type and text", async () => {
    const ids = async (query: string) => (await list(query)).items.map((l) => l.kind);
    await patch((await list("?kind=calculator")).items[0].id, { ownerId: colleague.id });
    expect(await ids("?q=voice%20assistant%20book")).toEqual(["contact"]);
    expect(await ids("?q=100%25")).toEqual([]); // % is text, not a wildcard
    expect(await ids("?source=campaign")).toEqual(["contact"]);
    expect(await ids("?source=direct")).toEqual(["opportunity", "readiness"]);
    expect(await ids("?quality=Cold")).toEqual(["opportunity", "readiness"]);
    expect(await ids("?status=new")).toEqual(["opportunity", "readiness"]);
    expect(await ids(`?owner=${colleague.id}`)).toEqual(["contact"]);
    expect(await ids("?owner=none")).toEqual(["opportunity", "readiness"]);
    expect(await ids("?kind=readiness")).toEqual(["readiness"]);
    // A type filter finds the people who sent one; Dana's entry shows her newest enquiry.
    expect(await ids("?kind=calculator")).toEqual(["contact"]);
    const page = await list("?pageSize=1&page=2");
    expect(page).toMatchObject({ total: 3, page: 2 });
    expect(page.items.map((l) => l.kind)).toEqual(["opportunity"]);
  });

  it("exports the filtered leads as CSV, with formulas defused", async () => {
    const res = await get("/api/admin/leads/export.csv?source=campaign");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toMatch(/^received,type,status,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(lines[1]).toContain("Contact message");
  });

  it("shows confirmed bookings as leads and on the visitor's other leads; a rescheduled booking once", async () => {
    const start = new Date("2031-03-06T15:00:00Z");
    await ctx.database.db.insert(bookings).values([
      {
        provider: "calcom",
        externalUid: "old-uid",
        status: "rescheduled",
        startTime: new Date("2031-03-05T15:00:00Z"),
        attendeeEmail: "dana@whitfield.example",
      },
      {
        provider: "calcom",
        externalUid: "new-uid",
        rescheduledFromUid: "old-uid",
        status: "confirmed",
        startTime: start,
        title: "Free consultation",
        attendeeName: "Dana Whitfield",
        attendeeEmail: "dana@whitfield.example",
      },
    ]);
    const booked = (await list("?kind=booking")).items;
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      name: "Dana Whitfield",
      email: "dana@whitfield.example",
      headline: "Consultation booked for Thu 6 Mar 2031, 15:00 UTC",
    });
    const detail = (await get(`/api/admin/leads/${encodeURIComponent(`contact:${contactId}`)}`)).json() as LeadDetail;
    expect(detail.bookings).toEqual([
      {
        leadId: booked[0].id,
        status: "confirmed",
        text: "Consultation booked for Thu 6 Mar 2031, 15:00 UTC",
        provider: "Cal.com",
      },
    ]);
    const own = (await get(`/api/admin/leads/${encodeURIComponent(booked[0].id)}`)).json() as LeadDetail;
    expect(own.facts).toContainEqual({ label: "Status", value: "Confirmed" });
    expect(own.facts).toContainEqual({ label: "Event", value: "Free consultation" });
  });

  it("is for admins only", async () => {
    for (const url of [
      "/api/admin/leads",
      "/api/admin/leads/counts",
      "/api/admin/leads/export.csv",
      `/api/admin/leads/contact:${contactId}`,
    ]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: `/api/admin/leads/contact:${contactId}`,
          payload: { status: "won" },
        })
      ).statusCode,
    ).toBe(401);
  });
});
