import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { admins } from "./admin";

/**
 * The sales follow-up of an enquiry. Enquiries stay in their own tables (contact messages, tool
 * results, funnel records, bookings); a lead is named "<kind>:<source id>" and gets a row here
 * on its first change, so a lead without a row is New and unowned.
 */
export const leadWorkflow = pgTable(
  "lead_workflow",
  {
    leadId: text("lead_id").primaryKey(),
    /** new | contacted | qualified | won | lost */
    status: text("status").notNull().default("new"),
    /** Why a lead was lost; set only with status lost. */
    lostReason: text("lost_reason"),
    /** The admin who follows it up; unset when that admin is removed. */
    ownerId: uuid("owner_id").references(() => admins.id, { onDelete: "set null" }),
    followUpOn: date("follow_up_on"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_workflow_status_idx").on(t.status), index("lead_workflow_owner_idx").on(t.ownerId)],
);

/** Notes on a lead, newest last; the author is kept as an e-mail so notes outlive their author. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: text("lead_id").notNull(),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);
