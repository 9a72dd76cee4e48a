import { type SQL, sql } from "drizzle-orm";
import { LEAD_KINDS, type LeadKind, OPEN_STAGES } from "#common/leads";
import { sqlList } from "#server/lib/sql";
import { CALCULATOR_FUNNELS, READINESS_FUNNEL } from "./readable";

/**
 * Every enquiry as one relation, whatever table it lives in:
 * (id, kind, source_id, created_at, client_id, name, email, phone, company, body, topic, value, affiliate_code),
 * value is the enquiry's figure: a calculator's estimate, a readiness score, a booking's start (epoch s).
 * A lead's id is "<kind>:<source id>"; kinds map to their tables here and nowhere else.
 */

const OPPORTUNITY_TOOL = "ai-opportunity-finder";

// A booking replaced by a reschedule is told by its successor.
const bookingsSql = (): SQL => sql`
    SELECT 'booking:' || b.id::text, 'booking', b.id::text, b.created_at, b.client_id,
           b.attendee_name, b.attendee_email, NULL, NULL, b.title, b.status, extract(epoch FROM b.start_time)::double precision, NULL
    FROM bookings b
    WHERE NOT EXISTS (SELECT 1 FROM bookings n WHERE n.provider = b.provider AND n.rescheduled_from_uid = b.external_uid)`;

const sourceSql: Record<LeadKind, () => SQL | null> = {
  contact: () => sql`
    SELECT 'contact:' || m.id::text, 'contact', m.id::text, m.created_at, m.client_id,
           m.name, m.email, m.phone, m.company, m.message, m.interest, NULL::double precision, m.affiliate_code
    FROM contact_messages m`,
  opportunity: () => sql`
    SELECT 'opportunity:' || t.id::text, 'opportunity', t.id::text, t.created_at, t.client_id,
           NULL, t.email, NULL, NULL, NULL, t.tool, NULL::double precision, NULL
    FROM tool_results t WHERE t.tool = ${OPPORTUNITY_TOOL}`,
  // A finished assessment or a calculator's consultation request: once per session and flow.
  readiness: () => funnelSql("readiness", [READINESS_FUNNEL]),
  calculator: () => funnelSql("calculator", CALCULATOR_FUNNELS),
  booking: bookingsSql,
};

function funnelSql(kind: LeadKind, funnelTypes: string[]): SQL {
  return sql`
    SELECT ${kind}::text || ':' || f.id, ${kind}::text, f.id, f.occurred_at, f.client_id,
           NULL, NULL, NULL, NULL, NULL, f.funnel_type, f.conversion_value, NULL
    FROM (
      SELECT DISTINCT ON (session_id, funnel_type) id, occurred_at, client_id, funnel_type, conversion_value
      FROM funnel_events
      WHERE stage = 'purchase' AND funnel_type IN ${sqlList(funnelTypes)}
      ORDER BY session_id, funnel_type, occurred_at DESC
    ) f`;
}

const COLUMNS = sql.raw(
  "id, kind, source_id, created_at, client_id, name, email, phone, company, body, topic, value, affiliate_code",
);

/** The union of every kind (or of one kind), as the FROM item `l`. */
export function enquiriesFrom(kind?: LeadKind): SQL {
  const parts = (kind ? [kind] : [...LEAD_KINDS])
    .map((k) => sourceSql[k]())
    .filter((part): part is SQL => part !== null);
  if (!parts.length) {
    return sql`(SELECT NULL::text, NULL::text, NULL::text, NULL::timestamptz, NULL::text, NULL::text, NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::text, NULL::double precision, NULL::text WHERE false) AS l (${COLUMNS})`;
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)}) AS l (${COLUMNS})`;
}

/**
 * The channel a visitor (client record `c`) came by, most specific first, the same order as
 * LEAD_CHANNELS: an affiliate (`affiliate`, the enquiry's code or the record's), a tagged campaign,
 * another site, or nothing.
 */
export const channelSql = (affiliate: SQL): SQL => sql`CASE
  WHEN ${affiliate} IS NOT NULL THEN 'affiliate'
  WHEN c.utm_source IS NOT NULL THEN 'campaign'
  WHEN coalesce(c.referrer, '') <> '' THEN 'referral'
  ELSE 'direct' END`;

/** The open stages as an SQL list, for `status IN …`: a deal still being worked on. */
export const OPEN_STAGE_LIST = sqlList(OPEN_STAGES);
