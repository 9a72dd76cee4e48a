import { createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { affiliateReferrals, affiliates } from "#server/db/schema/affiliates";
import { bookings } from "#server/db/schema/bookings";
import { notifications } from "#server/db/schema/notifications";
import { clients } from "#server/db/schema/tracking";
import { getClient } from "#server/modules/admin/clients";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { listBookingsForClient, listBookingsForEmail } from "./queries";

const CALCOM_SECRET = "calcom-test-secret-0123456789";
const CALENDLY_KEY = "calendly-test-signing-key-0123456789";

const calcomSignature = (raw: string, secret = CALCOM_SECRET) => createHmac("sha256", secret).update(raw).digest("hex");
const calendlySignature = (raw: string, t = Math.floor(Date.now() / 1000), key = CALENDLY_KEY) =>
  `t=${t},v1=${createHmac("sha256", key).update(`${t}.${raw}`).digest("hex")}`;

const calcomBooking = (trigger: string, payload: Record<string, unknown>) =>
  JSON.stringify({
    triggerEvent: trigger,
    createdAt: new Date().toISOString(),
    payload: {
      title: "Free consultation between Meridian AI and Dana Whitfield",
      eventTitle: "Free consultation",
      startTime: "2026-12-01T15:00:00Z",
      endTime: "2026-12-01T15:30:00Z",
      attendees: [{ name: "Dana Whitfield", email: "Dana@Example.com", timeZone: "Europe/London" }],
      organizer: { name: "Meridian AI", email: "team@meridian.test" },
      status: "ACCEPTED",
      ...payload,
    },
  });

const calendlyInvitee = (event: string, payload: Record<string, unknown>) =>
  JSON.stringify({
    event,
    created_at: new Date().toISOString(),
    payload: {
      email: "sam@example.com",
      name: "Sam Okafor",
      status: event === "invitee.canceled" ? "canceled" : "active",
      scheduled_event: {
        name: "Free consultation",
        start_time: "2026-12-02T09:00:00.000000Z",
        end_time: "2026-12-02T09:30:00.000000Z",
      },
      tracking: { utm_campaign: null, utm_source: null, utm_medium: null, utm_content: null, utm_term: null },
      ...payload,
    },
  });

describe.each(testDatabases)("booking webhooks on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      driver,
      { CALCOM_WEBHOOK_SECRET: CALCOM_SECRET, CALENDLY_WEBHOOK_SIGNING_KEY: CALENDLY_KEY },
      { jobs: { timers: false } },
    );
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(bookings);
    await ctx.database.db.delete(notifications);
  });

  const postCalcom = (raw: string, signature: string | undefined = calcomSignature(raw)) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/calcom",
      headers: { "content-type": "application/json", ...(signature ? { "x-cal-signature-256": signature } : {}) },
      payload: raw,
    });
  const postCalendly = (raw: string, signature: string | undefined = calendlySignature(raw)) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/calendly",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "calendly-webhook-signature": signature } : {}),
      },
      payload: raw,
    });
  const stored = () => ctx.database.db.select().from(bookings);
  const announced = () => ctx.database.db.select().from(notifications);

  const seedClient = async (email: string | null = null, details: { phone?: string; company?: string } = {}) => {
    const id = randomUUID();
    const now = new Date();
    await ctx.database.db.insert(clients).values({ id, firstVisit: now, lastVisit: now, email, ...details });
    return id;
  };
  const seedReferral = async (clientId: string, customerEmail: string | null = null) => {
    const [affiliate] = await ctx.database.db
      .insert(affiliates)
      .values({
        name: "Ada Partner",
        email: `ada-${randomUUID()}@partner.test`,
        passwordHash: "x",
        promotionMethod: "Newsletter",
        payoutEmail: "ada@partner.test",
        code: `ADA${randomUUID().slice(0, 6)}`,
        status: "approved",
      })
      .returning();
    const id = `ref_${randomUUID()}`;
    await ctx.database.db
      .insert(affiliateReferrals)
      .values({ id, affiliateId: affiliate.id, visitorId: clientId, customerEmail, status: "meeting_booked" });
    return async () =>
      (await ctx.database.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.id, id)))[0];
  };

  it("a booking that names someone else's client id or e-mail is an unverified match: none of their details, no referral meeting", async () => {
    const victim = await seedClient("victim@example.com", { phone: "+1 555 010 9999", company: "Victim Dental" });
    const referral = await seedReferral(victim, "victim@example.com");
    const byId = calcomBooking("BOOKING_CREATED", {
      uid: "cal-hijack-1",
      metadata: { clientId: victim },
      attendees: [{ name: "Mallory", email: "mallory@example.com", timeZone: "UTC" }],
    });
    expect((await postCalcom(byId)).statusCode).toBe(200);
    const byEmail = calcomBooking("BOOKING_CREATED", {
      uid: "cal-hijack-2",
      attendees: [{ name: "Mallory", email: "victim@example.com", timeZone: "UTC" }],
    });
    expect((await postCalcom(byEmail)).statusCode).toBe(200);

    for (const notice of await announced()) {
      expect(JSON.stringify(notice.data)).not.toMatch(/555 010 9999|Victim Dental/);
    }
    expect((await referral()).meetingConfirmedAt).toBeNull();
    const listed = (await getClient(ctx.database.db, victim)).bookings;
    expect(listed.map((b) => b.verified)).toEqual([false, false]);
  });

  it("a booking whose link's client id and attendee e-mail agree is verified: the record's details, the referral meeting", async () => {
    const dana = await seedClient("dana@example.com", { phone: "+1 555 010 7788", company: "Whitfield Plumbing" });
    const referral = await seedReferral(dana);
    const raw = calcomBooking("BOOKING_CREATED", { uid: "cal-verified-1", metadata: { clientId: dana } });
    expect((await postCalcom(raw)).json().clientId).toBe(dana);
    const [notice] = await announced();
    expect(notice.data).toMatchObject({ person: { phone: "+1 555 010 7788", company: "Whitfield Plumbing" } });
    expect((await referral()).meetingConfirmedAt).toBeInstanceOf(Date);
    expect((await getClient(ctx.database.db, dana)).bookings.map((b) => b.verified)).toEqual([true]);
  });

  it("Cal.com: stores a signed BOOKING_CREATED as a confirmed booking matched by the link's client id, and announces it", async () => {
    const clientId = await seedClient();
    const raw = calcomBooking("BOOKING_CREATED", {
      uid: "cal-uid-1",
      metadata: { clientId, videoCallUrl: "https://cal.video/x" },
    });
    const res = await postCalcom(raw);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: true, status: "confirmed", duplicate: false, clientId });
    const [row] = await stored();
    expect(row).toMatchObject({
      provider: "calcom",
      externalUid: "cal-uid-1",
      status: "confirmed",
      attendeeName: "Dana Whitfield",
      attendeeEmail: "dana@example.com",
      clientId,
      title: "Free consultation",
    });
    expect(row.startTime.toISOString()).toBe("2026-12-01T15:00:00.000Z");
    const [notice] = await announced();
    expect(notice.type).toBe("booking.confirmed");
    expect(notice.data).toMatchObject({
      source: "booking",
      id: row.id,
      clientId,
      person: { email: "dana@example.com" },
    });
    // The client record in the console lists it.
    expect((await getClient(ctx.database.db, clientId)).bookings).toEqual([
      {
        id: row.id,
        provider: "calcom",
        status: "confirmed",
        startTime: "2026-12-01T15:00:00.000Z",
        title: "Free consultation",
        verified: false,
      },
    ]);
    expect((await listBookingsForClient(ctx.database.db, clientId)).map((b) => b.id)).toEqual([row.id]);
    expect((await listBookingsForEmail(ctx.database.db, " DANA@example.com ")).map((b) => b.id)).toEqual([row.id]);
  });

  it("Cal.com: refuses a missing or wrong signature with 401 and stores nothing", async () => {
    const raw = calcomBooking("BOOKING_CREATED", { uid: "cal-uid-2" });
    expect((await postCalcom(raw, "")).statusCode).toBe(401);
    expect((await postCalcom(raw, calcomSignature(raw, "another-secret-0123456789"))).statusCode).toBe(401);
    expect((await postCalcom(raw, "not hex at all")).statusCode).toBe(401);
    // Signed, then changed by one byte on the way.
    expect((await postCalcom(raw.replace("Dana Whitfield", "Dana Whitfielt"), calcomSignature(raw))).statusCode).toBe(
      401,
    );
    // The signature is checked before the body is read: garbage unsigned is 401, not 400.
    expect((await postCalcom("{not json", "00")).statusCode).toBe(401);
    expect(await stored()).toHaveLength(0);
    expect(await announced()).toHaveLength(0);
  });

  it("Cal.com: idempotent on the uid; a reschedule retires the old booking; a cancellation sticks", async () => {
    const created = calcomBooking("BOOKING_CREATED", { uid: "cal-uid-3" });
    expect((await postCalcom(created)).json().duplicate).toBe(false);
    const again = await postCalcom(created);
    expect(again.statusCode).toBe(200);
    expect(again.json().duplicate).toBe(true);
    expect(await stored()).toHaveLength(1);
    expect(await announced()).toHaveLength(1);

    const moved = calcomBooking("BOOKING_RESCHEDULED", {
      uid: "cal-uid-4",
      rescheduleUid: "cal-uid-3",
      startTime: "2026-12-03T10:00:00Z",
    });
    expect((await postCalcom(moved)).json()).toMatchObject({ status: "rescheduled", duplicate: false });
    const byUid = Object.fromEntries((await stored()).map((b) => [b.externalUid, b]));
    expect(byUid["cal-uid-3"]).toMatchObject({ status: "cancelled", cancelReason: "Rescheduled" });
    expect(byUid["cal-uid-4"]).toMatchObject({ status: "rescheduled", rescheduledFromUid: "cal-uid-3" });
    expect(await announced()).toHaveLength(1); // moving a known meeting is no new confirmation

    const cancelled = calcomBooking("BOOKING_CANCELLED", {
      uid: "cal-uid-4",
      cancellationReason: "Found another vendor",
    });
    expect((await postCalcom(cancelled)).json()).toMatchObject({ status: "cancelled" });
    // A late redelivery of an earlier event never revives it.
    await postCalcom(moved);
    expect((await stored()).find((b) => b.externalUid === "cal-uid-4")).toMatchObject({
      status: "cancelled",
      cancelReason: "Found another vendor",
    });
  });

  it("Cal.com: matches by the attendee e-mail when the link carried no known client id, and acknowledges other triggers", async () => {
    const clientId = await seedClient("dana@example.com");
    const raw = calcomBooking("BOOKING_CREATED", { uid: "cal-uid-5", metadata: { clientId: "someone-elses-guess" } });
    expect((await postCalcom(raw)).json().clientId).toBe(clientId);
    const ping = JSON.stringify({ triggerEvent: "PING", payload: {} });
    expect((await postCalcom(ping)).json()).toEqual({ received: true, ignored: true });
  });

  it("Cal.com: a signed but malformed booking is 400 naming the field, and stores nothing", async () => {
    const raw = calcomBooking("BOOKING_CREATED", { uid: "cal-uid-6", startTime: "next tuesday" });
    const res = await postCalcom(raw);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/payload\.startTime/);
    expect(await stored()).toHaveLength(0);
  });

  it("marks the visitor's affiliate referral as meeting confirmed, once", async () => {
    const clientId = await seedClient("dana@example.com");
    const referral = await seedReferral(clientId);
    await postCalcom(calcomBooking("BOOKING_CREATED", { uid: "cal-uid-7", metadata: { clientId } }));
    const confirmedAt = (await referral()).meetingConfirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    expect((await referral()).status).toBe("meeting_booked"); // the click-time status is left as it was
    await postCalcom(calcomBooking("BOOKING_CREATED", { uid: "cal-uid-8", metadata: { clientId } }));
    expect((await referral()).meetingConfirmedAt).toEqual(confirmedAt);
  });

  it("Calendly: a signed invitee.created is stored, matched by utm_content; invitee.canceled cancels it", async () => {
    const clientId = await seedClient();
    const uri = "https://api.calendly.com/scheduled_events/EV1/invitees/INV1";
    const created = calendlyInvitee("invitee.created", { uri, tracking: { utm_content: clientId } });
    const res = await postCalendly(created);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "confirmed", clientId });
    expect((await stored())[0]).toMatchObject({
      provider: "calendly",
      externalUid: uri,
      attendeeEmail: "sam@example.com",
      attendeeName: "Sam Okafor",
    });
    expect((await announced()).map((n) => n.type)).toEqual(["booking.confirmed"]);

    const canceled = calendlyInvitee("invitee.canceled", { uri, cancellation: { reason: "Conflict" } });
    expect((await postCalendly(canceled)).json()).toMatchObject({ status: "cancelled" });
    expect((await stored())[0]).toMatchObject({ status: "cancelled", cancelReason: "Conflict" });
  });

  it("Calendly: refuses a missing, wrong or stale signature (3-minute tolerance) with 401", async () => {
    const raw = calendlyInvitee("invitee.created", {
      uri: "https://api.calendly.com/scheduled_events/EV2/invitees/INV2",
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await postCalendly(raw, "")).statusCode).toBe(401);
    expect((await postCalendly(raw, calendlySignature(raw, now, "wrong-key-wrong-key-0123"))).statusCode).toBe(401);
    expect((await postCalendly(raw, calendlySignature(raw, now - 4 * 60))).statusCode).toBe(401);
    expect((await postCalendly(raw, calendlySignature(raw, now + 4 * 60))).statusCode).toBe(401);
    expect((await postCalendly(raw, `v1=${calendlySignature(raw).split("v1=")[1]}`)).statusCode).toBe(401);
    expect(await stored()).toHaveLength(0);
    // Within the tolerance it is accepted.
    expect((await postCalendly(raw, calendlySignature(raw, now - 2 * 60))).statusCode).toBe(200);
  });
});

describe("booking webhooks without secrets", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", {}, { jobs: { timers: false } });
  });
  afterAll(() => ctx.close());

  it("are refused with 503, never accepted unsigned", async () => {
    const raw = calcomBooking("BOOKING_CREATED", { uid: "x" });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/calcom",
      headers: { "content-type": "application/json" },
      payload: raw,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe("Cal.com webhooks are not set up on this site");
    const calendly = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/calendly",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(calendly.statusCode).toBe(503);
  });
});
