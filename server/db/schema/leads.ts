import { sql } from "drizzle-orm";
import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { admins } from "./admin";

/**
 * A person's deal. Enquiries stay in their own tables (contact messages, tool results, funnel
 * records, bookings) and are named "<kind>:<source id>"; the enquiries of one person (the same
 * e-mail, the same visitor record, or merged by hand) share their deals. A deal is opened on one
 * of them (`lead_id`) at the person's first change, so a person without a deal is New and
 * unowned; the newest deal is the current one, earlier ones are the person's history.
 */
export const leadWorkflow = pgTable(
  "lead_workflow",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The enquiry the deal was opened on: it says where the deal came from. */
    leadId: text("lead_id").notNull(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_workflow_lead_idx").on(t.leadId, t.createdAt),
    index("lead_workflow_status_idx").on(t.status),
    index("lead_workflow_owner_idx").on(t.ownerId),
    index("lead_workflow_closed_idx").on(t.closedAt),
  ],
);

/** Notes on a deal, newest last; the author is kept as an e-mail so notes outlive their author. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The enquiry the note was written on. */
    leadId: text("lead_id").notNull(),
    dealId: uuid("deal_id").references(() => leadWorkflow.id, { onDelete: "cascade" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_notes_lead_idx").on(t.leadId, t.createdAt),
    index("lead_notes_deal_idx").on(t.dealId, t.createdAt),
  ],
);

/**
 * Two people merged by hand: every enquiry whose person key is `fromKey` belongs to `intoKey`'s
 * person until the merge is undone. Keys are those of personKeySql; `intoKey` is never itself
 * merged away while the merge is active (merging a person that others were merged into moves
 * those merges too, listed in `repointed` so undoing puts them back).
 */
export const leadMerges = pgTable(
  "lead_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromKey: text("from_key").notNull(),
    intoKey: text("into_key").notNull(),
    repointed: jsonb("repointed").$type<string[]>().notNull().default([]),
    mergedBy: text("merged_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("lead_merges_active_from_idx").on(t.fromKey).where(sql`${t.undoneAt} IS NULL`),
    index("lead_merges_into_idx").on(t.intoKey),
  ],
);
