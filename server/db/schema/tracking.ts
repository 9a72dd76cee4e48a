import { sql } from "drizzle-orm";
import { bigserial, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The page views of the 404 page, as the tracker stores them (details {"title": <the 404 page's
 * title, content/page-meta/not-found.ts>}): the console's "Missing pages" reads these few rows by an
 * index of their own instead of scanning every event.
 */
export const NOT_FOUND_VIEW_SQL = sql`event_type = 'page_view' AND details LIKE '%"title":"404 Page Not Found"%'`;

/**
 * Visitor tracking: the client record as the server merged it,
 * journey events and funnel records. No raw IP address is ever stored: `ipHash` is a
 * salted SHA-256 whose salt changes every day (tracking_salts keeps only today's).
 */
export const clients = pgTable(
  "clients",
  {
    id: text("id").primaryKey(),
    visitCount: integer("visit_count").notNull().default(1),
    firstVisit: timestamp("first_visit", { withTimezone: true }).notNull(),
    lastVisit: timestamp("last_visit", { withTimezone: true }).notNull(),
    /** Distinct paths viewed, in first-seen order (a union over every sync). */
    pageViews: jsonb("page_views").$type<string[]>().notNull().default([]),
    formSubmissions: jsonb("form_submissions").$type<{ form: string; at: string }[]>().notNull().default([]),
    consultationRequests: integer("consultation_requests").notNull().default(0),
    /** Recomputed by the server from the facts above; never the browser's figure. */
    leadScore: integer("lead_score").notNull().default(0),
    leadQuality: text("lead_quality").notNull().default("Cold"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
    referrer: text("referrer"),
    affiliateCode: text("affiliate_code"),
    email: text("email"),
    name: text("name"),
    phone: text("phone"),
    company: text("company"),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clients_last_visit_idx").on(t.lastVisit), index("clients_lead_score_idx").on(t.leadScore)],
);

export const journeyEvents = pgTable(
  "journey_events",
  {
    /** The id the browser generated for the event: a retried batch is stored once. */
    id: text("id").primaryKey(),
    clientId: text("client_id"),
    sessionId: text("session_id").notNull(),
    eventType: text("event_type").notNull(),
    page: text("page").notNull(),
    element: text("element"),
    duration: integer("duration"),
    scrollDepth: integer("scroll_depth"),
    exitPage: text("exit_page"),
    /** JSON text. */
    details: text("details"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    /** Derived at ingestion from the user agent (server/lib/user-agent.ts): Desktop, Mobile, Tablet or Other. */
    deviceType: text("device_type"),
    browser: text("browser"),
    os: text("os"),
    /** ISO country code derived at ingestion from the address (server/lib/country.ts); the address is not kept. */
    country: text("country"),
    /** Arrival order: the admin analytics summaries fold events newer than a watermark of it. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    index("journey_events_received_at_idx").on(t.receivedAt),
    index("journey_events_seq_idx").on(t.seq),
    index("journey_events_session_idx").on(t.sessionId),
    // The admin's client timeline and erasure find a visitor's events by client.
    index("journey_events_client_idx").on(t.clientId),
    index("journey_events_not_found_idx").on(t.receivedAt).where(NOT_FOUND_VIEW_SQL),
  ],
);

export const funnelEvents = pgTable(
  "funnel_events",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id"),
    sessionId: text("session_id").notNull(),
    funnelType: text("funnel_type").notNull(),
    stage: text("stage").notNull(),
    conversionValue: doublePrecision("conversion_value"),
    dropoffReason: text("dropoff_reason"),
    page: text("page"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    /** Arrival order, as journey_events.seq. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    index("funnel_events_received_at_idx").on(t.receivedAt),
    index("funnel_events_seq_idx").on(t.seq),
    index("funnel_events_session_idx").on(t.sessionId),
    index("funnel_events_type_stage_idx").on(t.funnelType, t.stage),
    index("funnel_events_client_idx").on(t.clientId),
  ],
);

/** The salt of today's IP hashes; older salts are deleted, so older hashes cannot be recomputed. */
export const trackingSalts = pgTable("tracking_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

export type ClientRow = typeof clients.$inferSelect;
export type JourneyEventRow = typeof journeyEvents.$inferSelect;
export type FunnelEventRow = typeof funnelEvents.$inferSelect;
