import { and, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { affiliateReferrals } from "#server/db/schema/affiliates";
import { type BookingRow, bookings } from "#server/db/schema/bookings";
import { contactMessages } from "#server/db/schema/contact";
import { toolResults } from "#server/db/schema/tools";
import { clients } from "#server/db/schema/tracking";
import { announceBooking } from "#server/modules/notifications";
import type { BookingEvent } from "./providers";

interface BookingOutcome {
  bookingId: string;
  status: BookingRow["status"];
  /** True when this delivery repeated one already stored (the provider retried): nothing changed. */
  duplicate: boolean;
  clientId: string | null;
}

/**
 * The visitor behind a booking: the client id the consultation link passed, if such a client
 * exists (the scheduling page lets anyone type any value), else the newest visitor record or
 * enquiry with the attendee's e-mail. Verified only when the link's client id and the attendee's
 * e-mail name the same record; anything else is the booker's claim about someone.
 */
async function matchClient(
  tx: Db,
  hint: string | null,
  email: string | null,
): Promise<{ id: string; verified: boolean } | null> {
  if (hint) {
    const [known] = await tx
      .select({ id: clients.id, email: clients.email })
      .from(clients)
      .where(eq(clients.id, hint))
      .limit(1);
    if (known) return { id: known.id, verified: email !== null && known.email?.toLowerCase() === email };
  }
  const id = await matchByEmail(tx, email);
  return id ? { id, verified: false } : null;
}

async function matchByEmail(tx: Db, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [byRecord] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, email))
    .orderBy(desc(clients.lastVisit))
    .limit(1);
  if (byRecord) return byRecord.id;
  for (const table of [contactMessages, toolResults]) {
    const [row] = await tx
      .select({ clientId: table.clientId })
      .from(table)
      .where(and(eq(table.email, email), isNotNull(table.clientId)))
      .orderBy(desc(table.createdAt))
      .limit(1);
    if (row?.clientId) return row.clientId;
  }
  return null;
}

/** The visitor's affiliate referral (by client record, else by e-mail) gets its meeting confirmed once; only on a verified match. */
async function confirmReferralMeeting(tx: Db, clientId: string | null, email: string | null, at: Date): Promise<void> {
  const who = [
    clientId ? eq(affiliateReferrals.visitorId, clientId) : undefined,
    email ? eq(affiliateReferrals.customerEmail, email) : undefined,
  ].filter((c) => c !== undefined);
  if (!who.length) return;
  const [referral] = await tx
    .select({ id: affiliateReferrals.id })
    .from(affiliateReferrals)
    .where(and(or(...who), isNull(affiliateReferrals.meetingConfirmedAt)))
    .orderBy(desc(affiliateReferrals.clickedAt))
    .limit(1);
  if (referral)
    await tx.update(affiliateReferrals).set({ meetingConfirmedAt: at }).where(eq(affiliateReferrals.id, referral.id));
}

/**
 * Applies one verified booking event, in one transaction, idempotently on the provider's uid:
 * a redelivered event changes nothing, a late "created" never revives a cancelled booking,
 * and a reschedule retires the booking it replaces. A new live booking confirms the visitor's
 * affiliate meeting and announces `booking.confirmed`.
 */
export async function recordBookingEvent(db: Db, event: BookingEvent, now = new Date()): Promise<BookingOutcome> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.provider, event.provider), eq(bookings.externalUid, event.uid)))
      .for("update");
    const status: BookingRow["status"] =
      event.kind === "cancelled" ? "cancelled" : event.kind === "rescheduled" ? "rescheduled" : "confirmed";
    const cancelReason =
      event.kind === "cancelled" ? (event.cancelReason ?? (event.rescheduled ? "Rescheduled" : null)) : null;

    if (existing) {
      const unchanged = existing.status === status || existing.status === "cancelled";
      if (unchanged)
        return { bookingId: existing.id, status: existing.status, duplicate: true, clientId: existing.clientId };
      const [row] = await tx
        .update(bookings)
        .set({ status, cancelReason, startTime: event.startTime, endTime: event.endTime, updatedAt: now })
        .where(eq(bookings.id, existing.id))
        .returning();
      return { bookingId: row.id, status: row.status, duplicate: false, clientId: row.clientId };
    }

    // A reschedule retires the booking it replaces, and keeps its visitor when nothing better matches.
    const [replaced] = event.previousUid
      ? await tx
          .update(bookings)
          .set({ status: "cancelled", cancelReason: "Rescheduled", updatedAt: now })
          .where(and(eq(bookings.provider, event.provider), eq(bookings.externalUid, event.previousUid)))
          .returning({ clientId: bookings.clientId, clientVerified: bookings.clientVerified })
      : [];
    const match = await matchClient(tx, event.clientIdHint, event.attendeeEmail);
    const clientId = match?.id ?? replaced?.clientId ?? null;
    const clientVerified = match?.verified ?? (replaced?.clientVerified === true && clientId !== null);
    const [row] = await tx
      .insert(bookings)
      .values({
        provider: event.provider,
        externalUid: event.uid,
        rescheduledFromUid: event.previousUid,
        status,
        startTime: event.startTime,
        endTime: event.endTime,
        title: event.title,
        attendeeName: event.attendeeName,
        attendeeEmail: event.attendeeEmail,
        clientId,
        clientVerified,
        cancelReason,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // A meeting we had not heard of yet (a new booking, or a reschedule of one made before the
    // webhook was set up) is a newly confirmed meeting; moving a known one is not.
    if (status !== "cancelled" && !replaced) {
      if (clientVerified) await confirmReferralMeeting(tx, clientId, event.attendeeEmail, now);
      await announceBooking(tx, row);
    }
    return { bookingId: row.id, status, duplicate: false, clientId };
  });
}
