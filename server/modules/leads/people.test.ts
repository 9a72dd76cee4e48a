import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetail, LeadListResponse, LeadSummary } from "#common/leads";
import { bookings } from "#server/db/schema/bookings";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { confirmAdminSession, createTestApp, type TestContext, testDatabases } from "#server/test-support";

const ADMIN = { email: "owner@admin.test", password: "owner password 123" };
const OPPORTUNITY_ANSWERS = {
  industry: "healthcare",
  size: "small",
  timeSinks: ["calls"],
  channels: ["phone"],
  data: ["spreadsheets"],
  budget: "starter",
  timeline: "quarter",
};

/**
 * People, not rows: the enquiries of one person (the same e-mail in any case or spacing, the same
 * visitor record, or merged by hand) are one entry with one deal; a second project is a new deal.
 */
describe.each(testDatabases)("people and their deals on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(), ...(payload ? { payload } : {}) });
  const leadUrl = (id: string, tail = "") => `/api/admin/leads/${encodeURIComponent(id)}${tail}`;
  const list = async (query = "") => {
    const res = await call("GET", `/api/admin/leads${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeadListResponse;
  };
  const detail = async (id: string) => {
    const res = await call("GET", leadUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeadDetail;
  };
  const contact = async (name: string, email: string, message: string) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "user-agent": BROWSER_UA },
      payload: { name, email, company: `${name.split(" ")[1]} Ltd`, interest: "voice", message },
    });
    expect(res.statusCode, res.body).toBe(201);
    return `contact:${res.json().id}`;
  };
  const byEmail = async (email: string) => (await list(`?q=${encodeURIComponent(email)}`)).items;

  let priya: { contact: string; quiz: string; booking: string };

  beforeAll(async () => {
    ctx = await createTestApp(driver, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_SUBMISSIONS_PER_HOUR: "100",
    });
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
    await confirmAdminSession(ctx.app, token, ADMIN.password);
    // Priya took the quiz, booked a call, then wrote: three enquiries, one person.
    const quiz = await ctx.app.inject({
      method: "POST",
      url: "/api/tools/opportunity-results",
      headers: { "user-agent": BROWSER_UA },
      payload: { email: "  Priya.Raman@Clinic.example ", answers: OPPORTUNITY_ANSWERS },
    });
    expect(quiz.statusCode, quiz.body).toBeLessThan(300);
    const [booking] = await ctx.database.db
      .insert(bookings)
      .values({
        provider: "calcom",
        externalUid: "priya-call",
        status: "confirmed",
        startTime: new Date(Date.now() + 3 * 86_400_000),
        title: "Free consultation",
        attendeeName: "Priya Raman",
        attendeeEmail: "priya.raman@clinic.example",
      })
      .returning();
    priya = {
      quiz: (await byEmail("priya.raman@clinic.example"))[0]?.id ?? "",
      booking: `booking:${booking.id}`,
      contact: await contact("Priya Raman", "PRIYA.RAMAN@clinic.example", "We need a receptionist for two clinics."),
    };
  });
  afterAll(() => ctx.close());

  it("shows a quiz, a booking and a contact message from one person as one entry with all three", async () => {
    const found = await byEmail("priya.raman@clinic.example");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: priya.contact, kind: "contact", enquiries: 3, name: "Priya Raman" });
    const person = await detail(priya.booking);
    expect(person.id).toBe(priya.contact);
    expect(person.related.map((r) => r.kind).sort()).toEqual(["booking", "opportunity"]);
    expect(person.related.find((r) => r.kind === "opportunity")?.facts.length).toBeGreaterThan(3);
  });

  it("keeps status, owner, follow-up and notes on the person's deal, whichever enquiry is opened", async () => {
    const saved = await call("PATCH", leadUrl(priya.quiz), {
      status: "qualified",
      followUpOn: "2031-05-02",
      dealValue: 18000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const note = await call("POST", leadUrl(priya.booking, "/notes"), { body: "Two sites, wants a pilot first." });
    expect(note.statusCode).toBe(201);
    const person = await detail(priya.contact);
    expect(person).toMatchObject({ status: "qualified", followUpOn: "2031-05-02", dealValue: 18000 });
    expect(person.notes.map((n) => n.body)).toEqual(["Two sites, wants a pilot first."]);
    expect((await byEmail("priya.raman@clinic.example"))[0]).toMatchObject({ status: "qualified", enquiries: 3 });
  });

  it("opens a new deal for a second project once the first is closed, and keeps the first in the history", async () => {
    const open = await call("POST", leadUrl(priya.contact, "/deals"));
    expect(open.statusCode).toBe(409);
    expect((await call("PATCH", leadUrl(priya.contact), { status: "won" })).statusCode).toBe(200);
    const second = await call("POST", leadUrl(priya.booking, "/deals"));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json() as LeadSummary).toMatchObject({ status: "new", dealValue: null, followUpOn: null });
    const person = await detail(priya.quiz);
    expect(person.status).toBe("new");
    expect(person.earlierDeals).toMatchObject([{ status: "won", dealValue: 18000 }]);
    expect(person.earlierDeals[0].closedAt).not.toBeNull();
    // The notes of the earlier deal stay with the person.
    expect(person.notes.map((n) => n.body)).toEqual(["Two sites, wants a pilot first."]);
  });

  it("merges two people by hand and undoes it, deleting nothing and auditing both", async () => {
    const work = await contact("Tomás Silva", "tomas@silva-logistics.example", "Route planning for 40 trucks.");
    const home = await contact("Tomás Silva", "tsilva@home.example", "Following up from my personal address.");
    expect((await call("PATCH", leadUrl(work), { status: "contacted" })).statusCode).toBe(200);
    const before = (await list()).total;

    const merged = await call("POST", leadUrl(work, "/merge"), { from: home });
    expect(merged.statusCode, merged.body).toBe(200);
    const { mergeId } = merged.json() as { mergeId: string };
    expect((await list()).total).toBe(before - 1);
    const person = await detail(home);
    expect(person).toMatchObject({ status: "contacted", enquiries: 2 });
    expect(person.merges).toMatchObject([
      { id: mergeId, email: "tsilva@home.example", enquiries: 1, mergedBy: ADMIN.email },
    ]);

    const undone = await call("POST", `/api/admin/leads/merges/${mergeId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await list()).total).toBe(before);
    expect(await detail(home)).toMatchObject({ id: home, status: "new", enquiries: 1, merges: [] });
    expect(await detail(work)).toMatchObject({ id: work, status: "contacted", enquiries: 1 });
    expect((await call("POST", `/api/admin/leads/merges/${mergeId}/undo`)).statusCode).toBe(409);

    const audit = (await call("GET", "/api/admin/audit-log")).json().items as { action: string }[];
    expect(audit.slice(0, 2).map((a) => a.action)).toEqual(["lead.merge_undone", "lead.merged"]);
  });

  it("carries earlier merges along when the person they went into is merged, and undoes them one at a time", async () => {
    const a = await contact("Ana Costa", "ana@costa-a.example", "First address.");
    const b = await contact("Ana Costa", "ana@costa-b.example", "Second address.");
    const c = await contact("Ana Costa", "ana@costa-c.example", "Third address.");
    const merge = async (into: string, from: string) => {
      const res = await call("POST", leadUrl(into, "/merge"), { from });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { mergeId: string }).mergeId;
    };
    await merge(b, a);
    const bIntoC = await merge(c, b);
    expect((await detail(a)).enquiries).toBe(3);
    expect((await call("POST", `/api/admin/leads/merges/${bIntoC}/undo`)).statusCode).toBe(200);
    expect((await detail(a)).enquiries).toBe(2);
    expect((await detail(c)).enquiries).toBe(1);
  });

  it("forgets an erased visitor's person: no entry, no copy of their details, no merge naming them", async () => {
    await ctx.database.db.execute(
      sql`INSERT INTO clients (id, email, first_visit, last_visit) VALUES ('client-erin', 'erin@forget.example', now(), now())`,
    );
    const erin = await contact("Erin Forget", "erin@forget.example", "Please erase me later.");
    expect((await call("PATCH", leadUrl(erin), { status: "contacted" })).statusCode).toBe(200);
    expect(
      (await call("POST", leadUrl(erin, "/notes"), { body: "Erin asked to be called on Monday." })).statusCode,
    ).toBe(201);
    const other = await contact("Erin Forget", "erin@elsewhere.example", "Second address.");
    expect((await call("POST", leadUrl(other, "/merge"), { from: erin })).statusCode).toBe(200);
    expect((await byEmail("erin@forget.example")).length).toBe(1);

    const erased = await ctx.app.inject({ method: "DELETE", url: "/api/admin/clients/client-erin", headers: auth() });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await byEmail("erin@forget.example")).toEqual([]);
    const traces = await ctx.database.db.execute(
      sql`SELECT (SELECT count(*) FROM lead_enquiry_people WHERE email ILIKE '%erin@forget%') AS enquiries,
                 (SELECT count(*) FROM lead_people WHERE email ILIKE '%erin@forget%') AS people,
                 (SELECT count(*) FROM lead_people_changes) AS queued,
                 (SELECT count(*) FROM lead_workflow WHERE lead_id = ${erin}) AS deals,
                 (SELECT count(*) FROM lead_notes WHERE body LIKE 'Erin asked%') AS notes,
                 (SELECT count(*) FROM lead_merges WHERE from_key LIKE '%erin@forget%' OR into_key LIKE '%erin@forget%') AS merges`,
    );
    const [left] = (traces as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(Object.fromEntries(Object.entries(left).map(([k, n]) => [k, Number(n)]))).toEqual({
      enquiries: 0,
      people: 0,
      queued: 0,
      deals: 0,
      notes: 0,
      merges: 0,
    });
    // The other address stays a person of its own.
    expect((await byEmail("erin@elsewhere.example"))[0]).toMatchObject({ id: other, enquiries: 1 });
  });

  it("keeps people consistent when two merges of the same person run at once", async () => {
    const [a, b, c] = [
      await contact("Iris Novak", "iris@novak-a.example", "First address, about scheduling."),
      await contact("Iris Novak", "iris@novak-b.example", "Second address, about scheduling."),
      await contact("Iris Novak", "iris@novak-c.example", "Third address, about scheduling."),
    ];
    const results = await Promise.all([
      call("POST", leadUrl(b, "/merge"), { from: a }),
      call("POST", leadUrl(a, "/merge"), { from: c }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes);
    const keys = async () =>
      (
        (await ctx.database.db.execute(
          sql`SELECT lead_id, person_key FROM lead_enquiry_people WHERE lead_id IN (${a}, ${b}, ${c}) ORDER BY lead_id`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const kept = await keys();
    // Sorting everyone again from scratch gives the same people.
    await ctx.database.db.execute(sql`INSERT INTO lead_people_changes (lead_id) VALUES ('*')`);
    await list();
    expect(await keys()).toEqual(kept);
    expect((await byEmail("iris@novak-a.example"))[0].enquiries).toBe(codes[1] === 200 ? 3 : 2);
  });

  it("refuses a merge of a person with themselves or with no one, naming the field", async () => {
    const self = await call("POST", leadUrl(priya.contact, "/merge"), { from: priya.quiz });
    expect(self.statusCode).toBe(400);
    expect(self.json().field).toBe("from");
    const nobody = await call("POST", leadUrl(priya.contact, "/merge"), {
      from: "contact:00000000-0000-4000-8000-000000000000",
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().field).toBe("from");
    expect((await call("POST", leadUrl(priya.contact, "/merge"), { from: "nonsense" })).json().field).toBe("from");
    expect((await call("POST", "/api/admin/leads/merges/not-a-uuid/undo")).json().field).toBe("mergeId");
  });
});
