import { eq, type SQL, sql } from "drizzle-orm";
import { type LeadQuality, leadQuality } from "#common/lead-score";
import type {
  LeadBoard,
  LeadBoardQuery,
  LeadChannel,
  LeadDetail,
  LeadKind,
  LeadListQuery,
  LeadListResponse,
  LeadNote,
  LeadStatus,
  LeadSummary,
  LeadUpdate,
} from "#common/leads";
import {
  HOT_ANSWER_HOURS,
  LEAD_BOARD_CARDS,
  LEAD_STATUSES,
  type LeadCounts,
  type LeadView,
  QUALIFIED_STAGES,
} from "#common/leads";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { leadNotes, leadWorkflow } from "#server/db/schema/leads";
import { toolResults } from "#server/db/schema/tools";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { badRequest, notFound } from "#server/lib/http-errors";
import { iso, num, numOrNull, rows, sqlList, utcDay } from "#server/lib/sql";
import { listBookingsForClient, listBookingsForEmail } from "#server/modules/bookings";
import { mayOwnLeads } from "#server/modules/team";
import { salesCurrency } from "./currency";
import { dealsOf, lockCurrentDeal, mergesInto, openDeal, startDeal } from "./deals";
import { clientJourney, type StoryChecks } from "./journey";
import { peopleSql, personKeys, syncPeople } from "./people";
import {
  bookingText,
  calculatorText,
  contactInterest,
  meetingTime,
  opportunityAnswers,
  opportunityMatches,
  providerName,
  readinessText,
} from "./readable";
import { OPEN_STAGE_LIST } from "./sources";

/** One person: their newest enquiry, their details, their visitor record, their current deal and its owner. */
interface LeadRow {
  id: string;
  kind: LeadKind;
  source_id: string;
  created_at: string | Date;
  client_id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  body: string | null;
  topic: string | null;
  value: number | string | null;
  lead_score: number | string | null;
  channel: LeadChannel;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  affiliate_code: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  owner_id: string | null;
  owner_email: string | null;
  owner_name: string | null;
  follow_up_on: string | Date | null;
  deal_value: number | string | null;
  expected_close_on: string | Date | null;
  person_key: string;
  enquiries: number | string;
  kinds: LeadKind[] | string;
  deal_id: string | null;
}

/** One row per person (see peopleSql), or only the person of the enquiry `personOf`. */
const joined = (personOf?: string): SQL => peopleSql(personOf);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type Filters = Omit<LeadListQuery, "page" | "pageSize">;

/** Who is asking, and when: "My leads" and "Follow-up due" depend on both. */
export interface Viewer {
  adminId: string;
  now: Date;
}

const OPEN_SQL = sql`j.status IN ${OPEN_STAGE_LIST}`;

function viewCondition(view: LeadView, viewer: Viewer): SQL {
  switch (view) {
    case "mine":
      return sql`j.owner_id = ${viewer.adminId}::uuid`;
    case "unassigned":
      return sql`j.owner_id IS NULL AND ${OPEN_SQL}`;
    case "due":
      return sql`j.follow_up_on::date <= ${utcDay(viewer.now)}::date AND ${OPEN_SQL}`;
    case "hot-unanswered": {
      const cutoff = new Date(viewer.now.getTime() - HOT_ANSWER_HOURS * 3_600_000).toISOString();
      return sql`j.quality IN ('Hot', 'Super Hot') AND j.first_response_at IS NULL AND j.created_at < ${cutoff}::timestamptz`;
    }
  }
}

function where(query: Filters, viewer: Viewer): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.view) conditions.push(viewCondition(query.view, viewer));
  if (query.kind) conditions.push(sql`${query.kind} = ANY(j.kinds)`);
  if (query.status) conditions.push(sql`j.status = ${query.status}`);
  if (query.quality) conditions.push(sql`j.quality = ${query.quality}`);
  if (query.source) conditions.push(sql`j.channel = ${query.source}`);
  if (query.owner === "none") conditions.push(sql`j.owner_id IS NULL`);
  else if (query.owner) conditions.push(sql`j.owner_id = ${query.owner}::uuid`);
  if (query.q) {
    const p = `%${escapeLike(query.q)}%`;
    conditions.push(sql`(j.search ILIKE ${p} OR j.body ILIKE ${p})`);
  }
  return sql.join(conditions, sql` AND `);
}

function headline(row: Pick<LeadRow, "kind" | "body" | "topic" | "value">, matches?: { title: string }[]): string {
  const value = numOrNull(row.value);
  switch (row.kind) {
    case "contact": {
      const text = (row.body ?? "").replace(/\s+/g, " ").trim();
      return `${contactInterest(row.topic ?? "")}: ${text.length > 140 ? `${text.slice(0, 139)}…` : text}`;
    }
    case "opportunity":
      return matches?.length
        ? `Opportunity Finder: top match ${matches[0].title}`
        : "Saved an Opportunity Finder result";
    case "readiness":
      return readinessText(value);
    case "calculator":
      return calculatorText(row.topic ?? "", value);
    case "booking":
      return bookingText(row.topic ?? "", value);
  }
}

const day = (value: string | Date | null): string | null =>
  value ? (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)) : null;

function toSummary(row: LeadRow, currency: string, matches?: { title: string }[]): LeadSummary {
  const score = num(row.lead_score);
  return {
    id: row.id,
    kind: row.kind,
    createdAt: iso(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    headline: headline(row, matches),
    clientId: row.client_id,
    leadScore: score,
    leadQuality: leadQuality(score) as LeadQuality,
    source: {
      channel: row.channel,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      referrer: row.referrer,
      affiliateCode: row.affiliate_code,
    },
    status: row.status,
    lostReason: row.lost_reason,
    owner: row.owner_id ? { id: row.owner_id, email: row.owner_email ?? "", name: row.owner_name } : null,
    followUpOn: day(row.follow_up_on),
    dealValue: numOrNull(row.deal_value),
    currency,
    expectedCloseOn: day(row.expected_close_on),
    enquiries: num(row.enquiries) || 1,
  };
}

/** The top matches of the opportunity results among `list`, for their headlines. */
async function matchesOf(
  db: Db,
  list: LeadRow[],
): Promise<Map<string, { title: string; path: string; fit: number }[]>> {
  const ids = list.filter((r) => r.kind === "opportunity").map((r) => r.source_id);
  const found = new Map<string, { title: string; path: string; fit: number }[]>();
  if (!ids.length) return found;
  const results = await rows<{ id: string; result: unknown }>(
    db,
    sql`SELECT id::text AS id, result FROM tool_results WHERE id::text IN ${sqlList(ids)}`,
  );
  for (const r of results) found.set(r.id, opportunityMatches(r.result));
  return found;
}

/** The rows as summaries; `known` spares a second read of the currency setting. */
async function summaries(db: Db, list: LeadRow[], known?: string): Promise<LeadSummary[]> {
  const [matches, currency] = await Promise.all([matchesOf(db, list), known ?? salesCurrency(db)]);
  return list.map((r) => toSummary(r, currency, matches.get(r.source_id)));
}

/** Newest first; the id breaks ties so pages never overlap. */
export async function listLeads(db: Db, query: LeadListQuery, viewer: Viewer): Promise<LeadListResponse> {
  await syncPeople(db);
  const base = joined();
  const filter = where(query, viewer);
  const [items, [total]] = await Promise.all([
    rows<LeadRow>(
      db,
      sql`SELECT * FROM (${base}) j WHERE ${filter} ORDER BY j.created_at DESC, j.id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    ),
    rows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM (${base}) j WHERE ${filter}`),
  ]);
  return { items: await summaries(db, items), total: num(total?.n), page: query.page, pageSize: query.pageSize };
}

/**
 * The pipeline board: per stage, how many deals match the filters and what they are worth, with
 * the newest of them as cards. Two queries, whatever the number of stages.
 */
export async function leadBoard(db: Db, query: LeadBoardQuery, viewer: Viewer): Promise<LeadBoard> {
  await syncPeople(db);
  const base = joined();
  const filter = where(query, viewer);
  // One pass over the matching people for each stage's count, value and newest cards (their keys
  // only: the narrow rows sort fast), then the cards in full by key.
  const [totals, currency] = await Promise.all([
    rows<{ status: LeadStatus; n: unknown; value: unknown; top: string[] | null }>(
      db,
      sql`SELECT r.status, count(*) AS n, coalesce(sum(r.deal_value), 0) AS value,
                 array_agg(r.person_key) FILTER (WHERE r.rank <= ${LEAD_BOARD_CARDS}) AS top
          FROM (SELECT j.status, j.deal_value, j.person_key,
                       row_number() OVER (PARTITION BY j.status ORDER BY j.created_at DESC, j.id DESC) AS rank
                FROM (${base}) j WHERE ${filter}) r
          GROUP BY r.status`,
    ),
    salesCurrency(db),
  ]);
  const keys = totals.flatMap((t) => t.top ?? []);
  const cards = keys.length
    ? await rows<LeadRow>(
        db,
        sql`SELECT * FROM (${base}) j WHERE j.person_key IN ${sqlList(keys)} ORDER BY j.created_at DESC, j.id DESC`,
      )
    : [];
  const items = await summaries(db, cards, currency);
  const columns = LEAD_STATUSES.map((status) => {
    const total = totals.find((t) => t.status === status);
    return {
      status,
      count: num(total?.n),
      value: num(total?.value),
      items: items.filter((lead) => lead.status === status),
    };
  });
  return { columns, currency };
}

/** Every lead matching the filters, newest first, for the CSV export. */
export async function leadsForExport(db: Db, query: Filters, viewer: Viewer): Promise<LeadSummary[]> {
  await syncPeople(db);
  const list = await rows<LeadRow>(
    db,
    sql`SELECT * FROM (${joined()}) j WHERE ${where(query, viewer)} ORDER BY j.created_at DESC, j.id DESC`,
  );
  return summaries(db, list);
}

/** How many people nobody has answered yet, and how many follow-ups fall due today or are overdue. */
export async function countLeads(db: Db, now = new Date()): Promise<LeadCounts> {
  await syncPeople(db);
  const today = utcDay(now);
  const [[people], [deals]] = await Promise.all([
    rows<{ new: unknown }>(db, sql`SELECT count(*) FILTER (WHERE j.status = 'new') AS new FROM (${joined()}) j`),
    rows<{ due_today: unknown; overdue: unknown }>(
      db,
      sql`SELECT count(*) FILTER (WHERE w.follow_up_on = ${today}::date) AS due_today,
                 count(*) FILTER (WHERE w.follow_up_on < ${today}::date) AS overdue
          FROM lead_workflow w WHERE w.status IN ${OPEN_STAGE_LIST} AND w.follow_up_on <= ${today}::date`,
    ),
  ]);
  return { new: num(people?.new), dueToday: num(deals?.due_today), overdue: num(deals?.overdue) };
}

/** The person of the enquiry `id`, as one row. */
async function findRow(db: Db, id: string): Promise<LeadRow> {
  const [row] = await rows<LeadRow>(db, sql`SELECT * FROM (${joined(id)}) j`);
  if (!row) throw notFound("Lead not found");
  return row;
}

async function getLeadSummary(db: Db, id: string): Promise<LeadSummary> {
  const row = await findRow(db, id);
  return (await summaries(db, [row]))[0];
}

async function factsOf(db: Db, row: LeadRow): Promise<Pick<LeadDetail, "message" | "facts" | "matches">> {
  switch (row.kind) {
    case "contact":
      return {
        message: row.body,
        facts: [{ label: "Solution of interest", value: contactInterest(row.topic ?? "") }],
        matches: [],
      };
    case "opportunity": {
      const [saved] = await db.select().from(toolResults).where(eq(toolResults.id, row.source_id)).limit(1);
      return { message: null, facts: opportunityAnswers(saved?.answers), matches: opportunityMatches(saved?.result) };
    }
    case "readiness":
      return { message: null, facts: [{ label: "Result", value: readinessText(numOrNull(row.value)) }], matches: [] };
    case "calculator":
      return {
        message: null,
        facts: [
          {
            label: "Estimate (as the visitor's browser reported it)",
            value: calculatorText(row.topic ?? "", numOrNull(row.value)),
          },
        ],
        matches: [],
      };
    case "booking": {
      const [b] = await db.select().from(bookings).where(eq(bookings.id, row.source_id)).limit(1);
      if (!b) return { message: null, facts: [], matches: [] };
      const facts = [
        { label: "Status", value: BOOKING_STATUS_LABELS[b.status] ?? b.status },
        { label: "Starts", value: meetingTime(b.startTime) },
        { label: "Ends", value: b.endTime ? meetingTime(b.endTime) : "" },
        { label: "Event", value: b.title ?? "" },
        { label: "Booked on", value: providerName(b.provider) },
        { label: "Reason for cancelling", value: b.cancelReason ?? "" },
      ];
      return { message: null, facts: facts.filter((f) => f.value), matches: [] };
    }
  }
}

const BOOKING_STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  rescheduled: "Confirmed (rescheduled)",
  cancelled: "Cancelled",
};

/** The visitor's bookings (by client record or e-mail), newest first. */
async function bookingsOf(db: Db, row: LeadRow): Promise<LeadDetail["bookings"]> {
  const [byClient, byEmail] = await Promise.all([
    row.client_id ? listBookingsForClient(db, row.client_id) : [],
    row.email ? listBookingsForEmail(db, row.email) : [],
  ]);
  const all = [...new Map([...byClient, ...byEmail].map((b) => [b.id, b])).values()];
  // A booking replaced by a reschedule is told by its successor.
  const replaced = new Set(all.map((b) => `${b.provider}:${b.rescheduledFromUid}`));
  return all
    .filter((b) => !replaced.has(`${b.provider}:${b.externalUid}`))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((b) => ({
      leadId: `booking:${b.id}`,
      status: b.status === "cancelled" ? "cancelled" : "confirmed",
      text: bookingText(b.status, b.startTime.getTime() / 1000),
      provider: providerName(b.provider),
    }));
}

export async function getLead(db: Db, id: string, checks: StoryChecks = {}): Promise<LeadDetail> {
  await syncPeople(db);
  const row = await findRow(db, id);
  const [summary] = await summaries(db, [row]);
  const [what, notes, journey, related, booked, deals, merges] = await Promise.all([
    factsOf(db, row),
    listNotes(db, row.person_key),
    row.client_id
      ? clientJourney(db, row.client_id, summary.source, checks)
      : Promise.resolve({ events: [], journey: [] }),
    otherEnquiries(db, row),
    bookingsOf(db, row),
    dealsOf(db, row.person_key),
    mergesInto(db, row.person_key),
  ]);
  return {
    ...summary,
    ...what,
    notes,
    journey: journey.journey,
    events: journey.events,
    related,
    bookings: booked,
    earlierDeals: deals.slice(1),
    merges,
  };
}

/** The person's other enquiries, newest first, each with what it said. */
async function otherEnquiries(db: Db, row: LeadRow): Promise<LeadDetail["related"]> {
  const list = await rows<LeadRow>(
    db,
    sql`SELECT e.lead_id AS id, e.* FROM lead_enquiry_people e WHERE e.person_key = ${row.person_key} AND e.lead_id <> ${row.id}
        ORDER BY e.created_at DESC, e.lead_id DESC LIMIT ${OTHER_ENQUIRIES}`,
  );
  const matches = await matchesOf(db, list);
  return Promise.all(
    list.map(async (e) => ({
      id: e.id,
      kind: e.kind,
      createdAt: iso(e.created_at),
      headline: headline(e, matches.get(e.source_id)),
      ...(await factsOf(db, e)),
    })),
  );
}

/** Every note on any of the person's deals, oldest first. */
async function listNotes(db: Db, personKey: string): Promise<LeadNote[]> {
  const list = await rows<{ id: string; author_email: string; body: string; created_at: string | Date }>(
    db,
    sql`SELECT n.id, n.author_email, n.body, n.created_at FROM lead_notes n
        JOIN lead_workflow w ON w.id = n.deal_id
        WHERE w.person_key = ${personKey} ORDER BY n.created_at, n.id`,
  );
  return list.map((n) => ({ id: n.id, authorEmail: n.author_email, body: n.body, createdAt: iso(n.created_at) }));
}

/** How many of a person's other enquiries the detail shows in full. */
const OTHER_ENQUIRIES = 20;

const RESPONDED = (status: LeadStatus) => status !== "new";
const QUALIFIED = new Set<LeadStatus>(QUALIFIED_STAGES);
const CLOSED = new Set<LeadStatus>(["won", "lost"]);

/**
 * Applies a workflow change: the stage (Lost needs a reason; leaving Lost drops it), the owner
 * (an active Sales member or owner), the follow-up date, the deal's value and expected close. The server stamps
 * when the lead was first answered, first qualified and closed, for the revenue report. One
 * transaction with its audit entry.
 */
export async function updateLead(
  db: Db,
  id: string,
  change: LeadUpdate,
  actor: AuditActor,
  now = new Date(),
): Promise<LeadSummary> {
  await syncPeople(db);
  await db.transaction((tx) => applyChange(tx as unknown as Db, id, change, actor, now));
  return getLeadSummary(db, id);
}

/**
 * The same change to many leads at once (assign, move to a stage): all of them or none, each
 * audited as if changed alone. An id that names no lead refuses the whole request.
 */
export async function updateLeads(
  db: Db,
  ids: string[],
  change: LeadUpdate,
  actor: AuditActor,
  now = new Date(),
): Promise<{ updated: number }> {
  await syncPeople(db);
  // One look at the people for all of them, not one per id.
  const unique = [...new Set(ids)];
  const keys = await personKeys(db, unique);
  const missing = unique.find((id) => !keys.has(id));
  if (missing) throw badRequest(`ids: no lead has the id ${missing}`, "ids");
  // One change per person, in the order of their keys: two bulk changes lock the same people in
  // the same order, so they wait for each other instead of deadlocking.
  const byPerson = new Map<string, string>();
  for (const id of unique.sort()) {
    const key = keys.get(id) as string;
    if (!byPerson.has(key)) byPerson.set(key, id);
  }
  const people = [...byPerson].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, id]) => id);
  await db.transaction(async (tx) => {
    for (const id of people) await applyChange(tx as unknown as Db, id, change, actor, now);
  });
  return { updated: people.length };
}

/** One lead's workflow change inside the caller's transaction, with its audit entry. */
async function applyChange(tx: Db, id: string, change: LeadUpdate, actor: AuditActor, now: Date): Promise<void> {
  const { key, deal: current } = await lockCurrentDeal(tx, id);
  const before = {
    status: (current?.status ?? "new") as LeadStatus,
    lostReason: current?.lostReason ?? null,
    ownerId: current?.ownerId ?? null,
    followUpOn: current?.followUpOn ?? null,
    dealValue: current?.dealValue ?? null,
    expectedCloseOn: current?.expectedCloseOn ?? null,
  };
  const after = { ...before };
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (change[key] !== undefined) (after as Record<string, unknown>)[key] = change[key];
  }
  if (after.status !== "lost") after.lostReason = null;
  else if (!after.lostReason) throw badRequest("lostReason: is required when the status is Lost", "lostReason");
  if (after.ownerId && after.ownerId !== before.ownerId) {
    // Leads are worked by Sales members and owners: nobody else can be handed one.
    if (!(await mayOwnLeads(tx, after.ownerId)))
      throw badRequest("ownerId: must be an active Sales member or owner of the team", "ownerId");
  }
  const changes = Object.fromEntries(
    (Object.keys(after) as (keyof typeof after)[])
      .filter((k) => after[k] !== before[k])
      .map((k) => [k, { from: before[k], to: after[k] }]),
  );
  if (!Object.keys(changes).length) return;
  const moved = after.status !== before.status;
  const stamps = {
    firstResponseAt: current?.firstResponseAt ?? (moved && RESPONDED(after.status) ? now : null),
    qualifiedAt: current?.qualifiedAt ?? (QUALIFIED.has(after.status) ? now : null),
    closedAt: CLOSED.has(after.status) ? (moved ? now : (current?.closedAt ?? now)) : null,
  };
  const row = { ...after, ...stamps, updatedAt: now };
  let dealId = current?.id;
  if (dealId) await tx.update(leadWorkflow).set(row).where(eq(leadWorkflow.id, dealId));
  else dealId = await openDeal(tx, key, { leadId: id, ...row });
  await writeAudit(tx, actor, "lead.updated", { leadId: id, dealId, changes });
}

/** A note on the person's current deal (opened if they have none): a note is an answer too, so the first dates the first response. */
export async function addLeadNote(db: Db, id: string, body: string, actor: AuditActor): Promise<LeadNote> {
  await syncPeople(db);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { key, deal: current } = await lockCurrentDeal(tx, id);
    const now = new Date();
    let dealId = current?.id;
    if (!dealId) dealId = await openDeal(tx, key, { leadId: id, firstResponseAt: now });
    else if (!current?.firstResponseAt) {
      await tx.update(leadWorkflow).set({ firstResponseAt: now }).where(eq(leadWorkflow.id, dealId));
    }
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: id, dealId, authorEmail: actor.email, body, createdAt: now })
      .returning();
    await writeAudit(tx, actor, "lead.note_added", { leadId: id, dealId, noteId: note.id });
    return { id: note.id, authorEmail: note.authorEmail, body: note.body, createdAt: iso(note.createdAt) };
  });
}

/** Starts a new deal for the person of `id` once their current one is closed; the person as they are then. */
export async function startNewDeal(db: Db, id: string, actor: AuditActor): Promise<LeadSummary> {
  await syncPeople(db);
  await startDeal(db, id, actor);
  return getLeadSummary(db, id);
}
