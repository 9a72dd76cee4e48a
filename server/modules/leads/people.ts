import { type SQL, sql } from "drizzle-orm";
import { LEAD_THRESHOLDS } from "#common/lead-score";
import { channelSql, enquiriesFrom } from "./sources";

/**
 * People: the enquiries of one person share one entry and its deals. An enquiry's person is its
 * e-mail (its own, else its visitor record's; trimmed, compared case-insensitively), else its
 * visitor record, else the enquiry alone; `l` is the enquiry and `c` its visitor record.
 * Migration 0024 keyed the deals it merged the same way.
 */
const NATURAL_KEY_SQL = sql`coalesce('email:' || nullif(lower(trim(coalesce(l.email, c.email))), ''),
  'visitor:' || l.client_id, 'lead:' || l.id)`;

/**
 * Every enquiry with its visitor's details filled in and its person's key: the natural key, or
 * the person it was merged into by hand. Columns: those of enquiriesFrom (name, e-mail, phone,
 * company and affiliate code completed from the visitor record), natural_key and person_key.
 */
export const personEnquiriesSql = (): SQL => sql`
  SELECT l.id, l.kind, l.source_id, l.created_at, l.client_id,
    coalesce(l.name, c.name) AS name, coalesce(l.email, c.email) AS email,
    coalesce(l.phone, c.phone) AS phone, coalesce(l.company, c.company) AS company,
    l.body, l.topic, l.value, coalesce(l.affiliate_code, c.affiliate_code) AS affiliate_code,
    ${NATURAL_KEY_SQL} AS natural_key, coalesce(m.into_key, ${NATURAL_KEY_SQL}) AS person_key
  FROM ${enquiriesFrom()}
  LEFT JOIN clients c ON c.id = l.client_id
  LEFT JOIN lead_merges m ON m.undone_at IS NULL AND m.from_key = ${NATURAL_KEY_SQL}`;

const QUALITY_SQL = sql`CASE
  WHEN coalesce(c.lead_score, 0) >= ${LEAD_THRESHOLDS.superHot} THEN 'Super Hot'
  WHEN coalesce(c.lead_score, 0) >= ${LEAD_THRESHOLDS.hot} THEN 'Hot'
  WHEN coalesce(c.lead_score, 0) >= ${LEAD_THRESHOLDS.warm} THEN 'Warm'
  ELSE 'Cold' END`;

const latest = (column: string) =>
  sql.raw(`(array_agg(e.${column} ORDER BY e.created_at DESC, e.id DESC) FILTER (WHERE e.${column} IS NOT NULL))[1]`);

/**
 * One row per person, as a subquery: the newest enquiry stands for the person (its id, kind and
 * text), the details are the newest known of any of their enquiries, the visitor record is the
 * newest enquiry's that has one, and the deal is the person's newest. With `personOf`, only the
 * person of that enquiry.
 */
export function peopleSql(personOf?: string): SQL {
  const only = personOf ? sql`WHERE e.person_key = (SELECT person_key FROM e WHERE id = ${personOf})` : sql``;
  return sql`
    WITH e AS MATERIALIZED (${personEnquiriesSql()}),
    p AS (
      SELECT e.person_key, count(*) AS enquiries, array_agg(DISTINCT e.kind) AS kinds,
        (array_agg(e.id ORDER BY e.created_at DESC, e.id DESC))[1] AS id, max(e.created_at) AS created_at,
        ${latest("client_id")} AS client_id, ${latest("name")} AS name, ${latest("email")} AS email,
        ${latest("phone")} AS phone, ${latest("company")} AS company, ${latest("affiliate_code")} AS affiliate_code
      FROM e ${only} GROUP BY e.person_key),
    d AS (
      SELECT DISTINCT ON (e.person_key) e.person_key, w.*
      FROM lead_workflow w JOIN e ON e.id = w.lead_id
      ORDER BY e.person_key, w.created_at DESC, w.id DESC)
    SELECT p.id, r.kind, r.source_id, p.created_at, p.client_id, p.name, p.email, p.phone, p.company,
      r.body, r.topic, r.value, c.lead_score, ${QUALITY_SQL} AS quality,
      ${channelSql(sql`p.affiliate_code`)} AS channel,
      c.utm_source, c.utm_medium, c.utm_campaign, c.referrer, p.affiliate_code,
      p.person_key, p.enquiries, p.kinds,
      d.id AS deal_id, coalesce(d.status, 'new') AS status, d.lost_reason, d.owner_id,
      a.email AS owner_email, a.display_name AS owner_name,
      to_char(d.follow_up_on, 'YYYY-MM-DD') AS follow_up_on, d.deal_value, d.first_response_at,
      to_char(d.expected_close_on, 'YYYY-MM-DD') AS expected_close_on
    FROM p
    JOIN e r ON r.id = p.id
    LEFT JOIN clients c ON c.id = p.client_id
    LEFT JOIN d ON d.person_key = p.person_key
    LEFT JOIN admins a ON a.id = d.owner_id`;
}
