import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    /** The person of that enquiry (lead_enquiry_people), kept with it by syncPeople and merges. */
    personKey: text("person_key"),
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
    index("lead_workflow_person_idx").on(t.personKey, t.createdAt),
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

/** An enquiry as the inbox shows it (enquiriesFrom's columns, details completed from the visitor record). */
const enquiryColumns = () => ({
  kind: text("kind").notNull(),
  sourceId: text("source_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  clientId: text("client_id"),
  name: text("name"),
  email: text("email"),
  phone: text("phone"),
  company: text("company"),
  body: text("body"),
  topic: text("topic"),
  value: doublePrecision("value"),
  affiliateCode: text("affiliate_code"),
});

/**
 * Every enquiry with its person, kept by syncPeople (people.ts) from the enquiries' own tables:
 * what the leads inbox lists and filters without grouping every enquiry on each request. Columns
 * as personEnquiriesSql.
 */
export const leadEnquiryPeople = pgTable(
  "lead_enquiry_people",
  {
    leadId: text("lead_id").primaryKey(),
    ...enquiryColumns(),
    naturalKey: text("natural_key").notNull(),
    personKey: text("person_key").notNull(),
  },
  (t) => [
    index("lead_enquiry_people_person_idx").on(t.personKey, t.createdAt),
    index("lead_enquiry_people_natural_idx").on(t.naturalKey),
    index("lead_enquiry_people_client_idx").on(t.clientId),
  ],
);

/**
 * One row per person, kept by syncPeople: their newest enquiry (id, kind, text), their details,
 * how many enquiries they sent and of which kinds, and their current (newest) deal.
 */
export const leadPeople = pgTable(
  "lead_people",
  {
    personKey: text("person_key").primaryKey(),
    /** The newest enquiry, which stands for the person. */
    leadId: text("lead_id").notNull(),
    ...enquiryColumns(),
    enquiries: integer("enquiries").notNull(),
    kinds: text("kinds").array().notNull(),
    dealId: uuid("deal_id"),
    /** Where the person first came from, for the revenue report: their first enquiry and its visitor record. */
    firstLeadId: text("first_lead_id").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    firstClientId: text("first_client_id"),
    firstAffiliateCode: text("first_affiliate_code"),
    /** Every name, e-mail, company and phone number of any of their enquiries: the inbox's search. */
    search: text("search").notNull(),
  },
  (t) => [index("lead_people_created_idx").on(t.createdAt, t.leadId), index("lead_people_deal_idx").on(t.dealId)],
);

/**
 * The revenue report's facts, one row per deal (and one for a person without a deal yet: a New
 * deal worth nothing), kept by syncPeople with the person: when the deal counts from, its stage,
 * value and stamps, and where the person first came from. The report sums these few columns
 * instead of joining people, deals, visitor records and funnel records on every request.
 */
export const leadDealFacts = pgTable(
  "lead_deal_facts",
  {
    /** The deal's id, or "person:<person key>" for a person without a deal. */
    id: text("id").primaryKey(),
    personKey: text("person_key").notNull(),
    /** The person's current (newest) deal, or the person without a deal: the pipeline counts these. */
    isCurrent: boolean("is_current").notNull(),
    /** When the deal counts as a lead: a person's first deal from their first enquiry, a later one from its own start. */
    leadAt: timestamp("lead_at", { withTimezone: true }).notNull(),
    status: text("status").notNull(),
    dealValue: bigint("deal_value", { mode: "number" }),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    qualifiedAt: timestamp("qualified_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Where the person first came from: their first enquiry's visitor record and affiliate. */
    channel: text("channel").notNull(),
    utmSource: text("utm_source"),
    utmCampaign: text("utm_campaign"),
    referrer: text("referrer"),
    landingPage: text("landing_page"),
    firstTool: text("first_tool"),
    affiliate: text("affiliate"),
  },
  (t) => [
    index("lead_deal_facts_person_idx").on(t.personKey),
    index("lead_deal_facts_lead_at_idx").on(t.leadAt),
    index("lead_deal_facts_qualified_idx").on(t.qualifiedAt),
    index("lead_deal_facts_closed_idx").on(t.closedAt),
  ],
);

/**
 * What changed since people were last synced, written by triggers on the enquiries' tables and on
 * visitor records in the same transaction as the change: a visitor record, an e-mail (trimmed,
 * lower-case), an enquiry id or a person whose people must be looked at again; lead id "*"
 * rebuilds all.
 */
export const leadPeopleChanges = pgTable("lead_people_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  leadId: text("lead_id"),
  clientId: text("client_id"),
  email: text("email"),
  /** A person whose deals changed: their rows are written again, their enquiries keep their keys. */
  personKey: text("person_key"),
});
