import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A consultation booked on the external scheduling page, as its signed webhook reported it.
 * Unlike a click on a consultation link, a row here is a meeting that really exists.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** calcom | calendly */
    provider: text("provider").notNull(),
    /** The provider's booking id (Cal.com uid, Calendly invitee URI): a redelivered webhook updates, never duplicates. */
    externalUid: text("external_uid").notNull(),
    /** The booking this one replaced when the attendee rescheduled, when the provider says. */
    rescheduledFromUid: text("rescheduled_from_uid"),
    /** confirmed | rescheduled | cancelled */
    status: text("status").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }),
    /** The event type's title on the scheduling page. */
    title: text("title"),
    attendeeName: text("attendee_name"),
    /** Lower-cased, so a lead and its booking match whatever case the visitor typed. */
    attendeeEmail: text("attendee_email"),
    /** The visitor's client record: from the id the consultation link passed, else by e-mail. */
    clientId: text("client_id"),
    /**
     * True only when the link's client id and the attendee's e-mail name the same record. What the
     * provider relays is the booker's claim: anyone may type another's e-mail or client id, so an
     * unverified match lends the booking none of the record's details and confirms no referral.
     */
    clientVerified: boolean("client_verified").notNull().default(false),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_provider_uid_idx").on(t.provider, t.externalUid),
    index("bookings_client_idx").on(t.clientId),
    index("bookings_email_idx").on(t.attendeeEmail),
    index("bookings_created_idx").on(t.createdAt),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
