import { bigint, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /** new | contacted | qualified | proposal | won | lost (LEAD_STATUSES) */
    status: text("status").notNull().default("new"),
    /** Why a lead was lost; set only with status lost. */
    lostReason: text("lost_reason"),
    /** The admin who follows it up; unset when that admin is removed. */
    ownerId: uuid("owner_id").references(() => admins.id, { onDelete: "set null" }),
    followUpOn: date("follow_up_on"),
    /** The follow-up date its owner was last reminded of: one reminder per date, never two. */
    followUpRemindedOn: date("follow_up_reminded_on"),
    /** The deal's worth in whole units of the site's currency (the sales.currency setting). */
    dealValue: bigint("deal_value", { mode: "number" }),
    expectedCloseOn: date("expected_close_on"),
    /** When an admin first answered: the first move away from New, or the first note. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** When the deal first reached Qualified or a later stage (it stays set if the deal is lost later). */
    qualifiedAt: timestamp("qualified_at", { withTimezone: true }),
    /** When it was won or lost; cleared when it is reopened. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_workflow_status_idx").on(t.status),
    index("lead_workflow_owner_idx").on(t.ownerId),
    index("lead_workflow_closed_idx").on(t.closedAt),
  ],
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
