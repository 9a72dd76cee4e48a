import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type BookingRow, bookings } from "../../db/schema/bookings";

export type { BookingRow };

/** Bookings that count as a meeting that will (or did) take place. */
export const LIVE_BOOKING_STATUSES = ["confirmed", "rescheduled"] as const;

/** Every booking matched to a visitor's client record, newest first (cancelled ones too, for the history). */
export function listBookingsForClient(db: Db, clientId: string): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.clientId, clientId)).orderBy(desc(bookings.createdAt));
}

/** Every booking made with this attendee e-mail (any case), newest first. */
export function listBookingsForEmail(db: Db, email: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.attendeeEmail, email.trim().toLowerCase()))
    .orderBy(desc(bookings.createdAt));
}

/** How many live (not cancelled) bookings a visitor has: the figure on the client record. */
export async function countLiveBookingsForClient(db: Db, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), inArray(bookings.status, [...LIVE_BOOKING_STATUSES])));
  return row?.n ?? 0;
}
