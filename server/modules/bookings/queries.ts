import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type BookingRow, bookings } from "#server/db/schema/bookings";

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
