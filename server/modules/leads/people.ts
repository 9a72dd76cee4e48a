import { type SQL, sql } from "drizzle-orm";
import { LEAD_THRESHOLDS } from "#common/lead-score";
import { TOOL_FUNNELS } from "#common/revenue";
import type { Db } from "#server/db/client";
import { rows, sqlList } from "#server/lib/sql";
import { channelSql, enquiriesFrom } from "./sources";

/**
 * People: the enquiries of one person share one entry and its deals. An enquiry's person is its
 * e-mail (its own, else its visitor record's; trimmed, compared case-insensitively), else its
 * visitor record, else the enquiry alone; `l` is the enquiry and `c` its visitor record.
 * Migration 0024 keyed the deals it merged the same way.
 */
const NATURAL_KEY_SQL = sql`coalesce('email:' || nullif(lower(trim(coalesce(l.email, c.email))), ''),
  'visitor:' || l.client_id, 'lead:' || l.id)`;

const ENQUIRY_COLUMNS = sql.raw(
  "lead_id, kind, source_id, created_at, client_id, name, email, phone, company, body, topic, value, affiliate_code, natural_key, person_key",
);

/**
 * The enquiries matching `filter` (on `l` and `c`; all without one) with their visitor's details
 * filled in and their person's key: the natural key, or the person it was merged into by hand.
 * Columns as lead_enquiry_people.
 */
function personEnquiriesSql(filter?: SQL): SQL {
  return sql`
  SELECT l.id, l.kind, l.source_id, l.created_at, l.client_id,
    coalesce(l.name, c.name), coalesce(l.email, c.email), coalesce(l.phone, c.phone), coalesce(l.company, c.company),
    l.body, l.topic, l.value, coalesce(l.affiliate_code, c.affiliate_code),
    ${NATURAL_KEY_SQL}, coalesce(m.into_key, ${NATURAL_KEY_SQL})
  FROM ${enquiriesFrom()}
  LEFT JOIN clients c ON c.id = l.client_id
  LEFT JOIN lead_merges m ON m.undone_at IS NULL AND m.from_key = ${NATURAL_KEY_SQL}
  ${filter ? sql`WHERE ${filter}` : sql``}`;
}

/**
 * The people rows of `keys` (everyone without), from lead_enquiry_people: the newest enquiry
 * stands for the person (its id, kind, text, visitor record and details); a detail it lacks comes
 * from another of their enquiries; the deal is the newest of any of their enquiries; their first
 * enquiry says where they came from.
 */
function personRowsSql(keys: string[] | null): SQL {
  const only = keys ? sql`WHERE lp.person_key IN ${sqlList(keys)}` : sql``;
  return sql`
    SELECT r.person_key, r.lead_id, r.kind, r.source_id, r.created_at,
      coalesce(r.client_id, g.client_id), coalesce(r.name, g.name), coalesce(r.email, g.email),
      coalesce(r.phone, g.phone), coalesce(r.company, g.company), r.body, r.topic, r.value,
      coalesce(r.affiliate_code, g.affiliate_code), g.enquiries, g.kinds, deal.id,
      f.lead_id, f.created_at, f.client_id, f.affiliate_code, coalesce(g.search, '')
    FROM (SELECT DISTINCT ON (lp.person_key) lp.* FROM lead_enquiry_people lp ${only}
          ORDER BY lp.person_key, lp.created_at DESC, lp.lead_id DESC) r
    JOIN (SELECT DISTINCT ON (lp.person_key) lp.* FROM lead_enquiry_people lp ${only}
          ORDER BY lp.person_key, lp.created_at, lp.lead_id) f ON f.person_key = r.person_key
    JOIN (SELECT lp.person_key, count(*)::int AS enquiries, array_agg(DISTINCT lp.kind) AS kinds,
                 max(lp.client_id) AS client_id, max(lp.name) AS name, max(lp.email) AS email, max(lp.phone) AS phone,
                 max(lp.company) AS company, max(lp.affiliate_code) AS affiliate_code,
                 string_agg(DISTINCT concat_ws(' ', lp.name, lp.email, lp.company, lp.phone), ' ') AS search
          FROM lead_enquiry_people lp ${only} GROUP BY lp.person_key) g ON g.person_key = r.person_key
    LEFT JOIN LATERAL (
      SELECT w.id FROM lead_workflow w WHERE w.person_key = r.person_key
      ORDER BY w.created_at DESC, w.id DESC LIMIT 1) deal ON true`;
}

const PERSON_COLUMNS = sql.raw(
  "person_key, lead_id, kind, source_id, created_at, client_id, name, email, phone, company, body, topic, value, affiliate_code, enquiries, kinds, deal_id, first_lead_id, first_at, first_client_id, first_affiliate_code, search",
);

/**
 * The revenue facts of the people `keys` (everyone without): one row per deal, and one per person
 * without a deal; attribution from the person's first enquiry's visitor record. Columns as
 * lead_deal_facts.
 */
function dealFactsSql(keys: string[] | null): SQL {
  return sql`
    SELECT coalesce(d.id::text, 'person:' || p.person_key), p.person_key, d.id IS NOT DISTINCT FROM p.deal_id,
      CASE WHEN d.id IS NULL OR NOT EXISTS (
        SELECT 1 FROM lead_workflow e WHERE e.person_key = p.person_key AND (e.created_at, e.id) < (d.created_at, d.id))
      THEN p.first_at ELSE d.created_at END,
      coalesce(d.status, 'new'), d.deal_value, d.first_response_at, d.qualified_at, d.closed_at,
      ${channelSql(sql`p.first_affiliate_code`)}, c.utm_source, c.utm_campaign, nullif(c.referrer, ''), c.page_views->>0,
      (SELECT f.funnel_type FROM funnel_events f
       WHERE f.client_id = p.first_client_id AND f.funnel_type IN ${sqlList(TOOL_FUNNELS)}
       ORDER BY f.occurred_at, f.seq LIMIT 1),
      p.first_affiliate_code
    FROM lead_people p
    LEFT JOIN lead_workflow d ON d.person_key = p.person_key
    LEFT JOIN clients c ON c.id = p.first_client_id
    ${keys ? sql`WHERE p.person_key IN ${sqlList(keys)}` : sql``}`;
}

const FACT_COLUMNS = sql.raw(
  "id, person_key, is_current, lead_at, status, deal_value, first_response_at, qualified_at, closed_at, channel, utm_source, utm_campaign, referrer, landing_page, first_tool, affiliate",
);

/**
 * One person's rows and deals change one at a time, in the caller's transaction: a deal opened
 * while their row is written again waits, so the row names it. Keys in sorted order.
 */
export async function lockPeople(tx: Db, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Writes the people rows of `keys` again from their enquiries (a key left with none disappears). */
async function recomputePeople(tx: Db, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (!unique.length) return;
  await lockPeople(tx, unique);
  // Deals follow their enquiry to its person first: the people rows below name their newest.
  await tx.execute(sql`
    UPDATE lead_workflow w SET person_key = e.person_key FROM lead_enquiry_people e
    WHERE e.lead_id = w.lead_id AND e.person_key IN ${sqlList(unique)} AND w.person_key IS DISTINCT FROM e.person_key`);
  await tx.execute(sql`DELETE FROM lead_people WHERE person_key IN ${sqlList(unique)}`);
  await tx.execute(sql`INSERT INTO lead_people (${PERSON_COLUMNS}) ${personRowsSql(unique)}`);
  await tx.execute(sql`DELETE FROM lead_deal_facts WHERE person_key IN ${sqlList(unique)}`);
  await tx.execute(sql`INSERT INTO lead_deal_facts (${FACT_COLUMNS}) ${dealFactsSql(unique)}`);
}

async function rebuildPeople(tx: Db): Promise<void> {
  await tx.execute(sql`DELETE FROM lead_enquiry_people`);
  await tx.execute(sql`INSERT INTO lead_enquiry_people (${ENQUIRY_COLUMNS}) ${personEnquiriesSql()}`);
  // Fresh statistics: the grouping below plans on them.
  await tx.execute(sql`ANALYZE lead_enquiry_people`);
  await tx.execute(sql`
    UPDATE lead_workflow w SET person_key = e.person_key FROM lead_enquiry_people e
    WHERE e.lead_id = w.lead_id AND w.person_key IS DISTINCT FROM e.person_key`);
  await tx.execute(sql`DELETE FROM lead_people`);
  await tx.execute(sql`INSERT INTO lead_people (${PERSON_COLUMNS}) ${personRowsSql(null)}`);
  await tx.execute(sql`ANALYZE lead_people`);
  await tx.execute(sql`DELETE FROM lead_deal_facts`);
  await tx.execute(sql`INSERT INTO lead_deal_facts (${FACT_COLUMNS}) ${dealFactsSql(null)}`);
  await tx.execute(sql`ANALYZE lead_deal_facts`);
}

/** Any fixed number: the advisory lock that makes one sync at a time. */
const SYNC_LOCK = 7_304_115_0024;

/**
 * Brings the people tables up to date with what changed since the last sync (the triggers'
 * change list): the enquiries of each changed visitor record, e-mail or enquiry are keyed again,
 * and their people, before and after, are written again. Every reader of people calls it first;
 * with nothing changed it costs one look at an empty table.
 */
export async function syncPeople(db: Db): Promise<void> {
  const [pending] = await rows(db, sql`SELECT 1 AS found FROM lead_people_changes LIMIT 1`);
  if (!pending) return;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`);
    const changes = await rows<Record<"lead_id" | "client_id" | "email" | "person_key", string | null>>(
      tx,
      sql`DELETE FROM lead_people_changes RETURNING lead_id, client_id, email, person_key`,
    );
    if (!changes.length) return;
    if (changes.some((c) => c.lead_id === "*")) return rebuildPeople(tx);
    const pick = (key: "lead_id" | "client_id" | "email" | "person_key") => [
      ...new Set(changes.map((c) => c[key]).filter((v): v is string => !!v)),
    ];
    const [leadIds, clientIds, emails] = [pick("lead_id"), pick("client_id"), pick("email")];
    // A deal that changed leaves its person's enquiries as they are: only the person is written again.
    if (!leadIds.length && !clientIds.length && !emails.length) return recomputePeople(tx, pick("person_key"));
    const stored: SQL[] = [];
    const current: SQL[] = [];
    if (leadIds.length) {
      stored.push(sql`lead_id IN ${sqlList(leadIds)}`);
      current.push(sql`l.id IN ${sqlList(leadIds)}`);
    }
    if (clientIds.length) {
      stored.push(sql`client_id IN ${sqlList(clientIds)}`);
      current.push(sql`l.client_id IN ${sqlList(clientIds)}`);
    }
    if (emails.length) {
      stored.push(sql`natural_key IN ${sqlList(emails.map((e) => `email:${e}`))}`);
      current.push(sql`lower(trim(coalesce(l.email, c.email))) IN ${sqlList(emails)}`);
    }
    const gone = await rows<{ person_key: string }>(
      tx,
      sql`DELETE FROM lead_enquiry_people WHERE ${sql.join(stored, sql` OR `)} RETURNING person_key`,
    );
    const added = await rows<{ person_key: string }>(
      tx,
      sql`INSERT INTO lead_enquiry_people (${ENQUIRY_COLUMNS}) ${personEnquiriesSql(sql.join(current, sql` OR `))}
          ON CONFLICT (lead_id) DO UPDATE SET person_key = excluded.person_key, natural_key = excluded.natural_key,
            client_id = excluded.client_id, name = excluded.name, email = excluded.email, phone = excluded.phone,
            company = excluded.company, affiliate_code = excluded.affiliate_code, body = excluded.body,
            topic = excluded.topic, value = excluded.value, created_at = excluded.created_at
          RETURNING person_key`,
    );
    await recomputePeople(tx, [...gone, ...added].map((r) => r.person_key).concat(pick("person_key")));
  });
}

/**
 * After a merge or its undo: the enquiries of the people `keys` (and of those merged into them)
 * take their person from the merges as they now are, and those people are written again.
 */
export async function applyMerges(tx: Db, keys: string[]): Promise<void> {
  await tx.execute(sql`
    UPDATE lead_enquiry_people lp SET person_key = coalesce(
      (SELECT m.into_key FROM lead_merges m WHERE m.from_key = lp.natural_key AND m.undone_at IS NULL), lp.natural_key)
    WHERE lp.person_key IN ${sqlList(keys)} OR lp.natural_key IN ${sqlList(keys)}`);
  await recomputePeople(tx, keys);
}

/**
 * Erasure, in the caller's transaction: the merges that name this visitor record or e-mail (their
 * keys hold the address), and the deals opened on the erased enquiries with their notes (else a
 * later enquiry from the same address would bring them back). Run syncPeople after it commits to
 * drop the person's rows.
 */
export async function forgetPerson(tx: Db, clientId: string, email: string | null, leadIds: string[]): Promise<void> {
  const keys = [`visitor:${clientId}`, ...(email ? [`email:${email.trim().toLowerCase()}`] : [])];
  await tx.execute(sql`DELETE FROM lead_merges WHERE from_key IN ${sqlList(keys)} OR into_key IN ${sqlList(keys)}`);
  if (leadIds.length) await tx.execute(sql`DELETE FROM lead_workflow WHERE lead_id IN ${sqlList(leadIds)}`);
}

/** The person key of these enquiries (an unknown id is left out); people must be synced. */
export async function personKeys(db: Db, ids: string[]): Promise<Map<string, string>> {
  const found = await rows<{ lead_id: string; person_key: string }>(
    db,
    sql`SELECT lead_id, person_key FROM lead_enquiry_people WHERE lead_id IN ${sqlList(ids)}`,
  );
  return new Map(found.map((r) => [r.lead_id, r.person_key]));
}

const QUALITY_SQL = sql`CASE
  WHEN coalesce(c.lead_score, 0) >= ${LEAD_THRESHOLDS.superHot} THEN 'Super Hot'
  WHEN coalesce(c.lead_score, 0) >= ${LEAD_THRESHOLDS.hot} THEN 'Hot'
  WHEN coalesce(c.lead_score, 0) >= ${LEAD_THRESHOLDS.warm} THEN 'Warm'
  ELSE 'Cold' END`;

/**
 * One row per person, as a subquery: their newest enquiry, details, visitor record (score,
 * quality, channel and campaign) and current deal with its owner. With `personOf`, only the person
 * of that enquiry. People must be synced.
 */
export function peopleSql(personOf?: string): SQL {
  const only = personOf
    ? sql`WHERE p.person_key = (SELECT person_key FROM lead_enquiry_people WHERE lead_id = ${personOf})`
    : sql``;
  return sql`
    SELECT p.lead_id AS id, p.kind, p.source_id, p.created_at, p.client_id, p.name, p.email, p.phone, p.company,
      p.body, p.topic, p.value, c.lead_score, ${QUALITY_SQL} AS quality,
      ${channelSql(sql`p.affiliate_code`)} AS channel,
      c.utm_source, c.utm_medium, c.utm_campaign, c.referrer, p.affiliate_code,
      p.person_key, p.enquiries, p.kinds, p.search,
      d.id AS deal_id, coalesce(d.status, 'new') AS status, d.lost_reason, d.owner_id,
      a.email AS owner_email, a.display_name AS owner_name,
      to_char(d.follow_up_on, 'YYYY-MM-DD') AS follow_up_on, d.deal_value, d.first_response_at,
      to_char(d.expected_close_on, 'YYYY-MM-DD') AS expected_close_on
    FROM lead_people p
    LEFT JOIN clients c ON c.id = p.client_id
    LEFT JOIN lead_workflow d ON d.id = p.deal_id
    LEFT JOIN admins a ON a.id = d.owner_id
    ${only}`;
}
