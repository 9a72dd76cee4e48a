import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** One message sent through the contact form (/contact), or a callback request the voice receptionist took. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Unset only for a callback request taken by phone (the voice demo's receptionist). */
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    /** One of CONTACT_INTERESTS (common/contact.ts). */
    interest: text("interest").notNull(),
    message: text("message").notNull(),
    /** The visitor client record (tracking) the message came from, when known. */
    clientId: text("client_id"),
    /** The affiliate code stored in the visitor's browser, when they came through an affiliate. */
    affiliateCode: text("affiliate_code"),
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_email_idx").on(t.email),
    // Lead scoring and erasure find a visitor's messages by client id.
    index("contact_messages_client_idx").on(t.clientId),
  ],
);
