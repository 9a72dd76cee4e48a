import { type AnyColumn, and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type {
  ClientBooking,
  ClientDetail,
  ClientListQuery,
  ClientListResponse,
  ClientSummary,
  ErasedClientCounts,
} from "#common/admin";
import { LEAD_THRESHOLDS, type LeadQuality, leadQuality } from "#common/lead-score";
import type { Db } from "#server/db/client";
import {
  affiliateReferrals,
  bookings,
  clients,
  contactMessages,
  funnelEvents,
  journeyEvents,
  notifications,
  salesApplications,
  toolResults,
} from "#server/db/schema";
import { csvCell } from "#server/lib/csv";
import { notFound } from "#server/lib/http-errors";
import { dayStart, iso } from "#server/lib/sql";
import { listBookingsForClient } from "#server/modules/bookings";
import { clientJourney, forgetPerson, type StoryChecks, syncPeople } from "#server/modules/leads";

const summaryColumns = {
  id: clients.id,
  email: clients.email,
  name: clients.name,
  phone: clients.phone,
  company: clients.company,
  visitCount: clients.visitCount,
  firstVisit: clients.firstVisit,
  lastVisit: clients.lastVisit,
  leadScore: clients.leadScore,
  utmSource: clients.utmSource,
  affiliateCode: clients.affiliateCode,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof clients.$inferSelect)[K] };

export function toSummary(row: SummaryRow): ClientSummary {
  return {
    ...row,
    firstVisit: iso(row.firstVisit),
    lastVisit: iso(row.lastVisit),
    // Derived from the score with the shared rule, so a badge never disagrees with its number.
    leadQuality: leadQuality(row.leadScore),
  };
}

/** Score bounds of each quality: a range on the indexed score column. */
const QUALITY_BOUNDS: Record<LeadQuality, [number | null, number | null]> = {
  Cold: [null, 30],
  Warm: [30, 60],
  Hot: [60, 100],
  "Super Hot": [100, null],
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(query: Omit<ClientListQuery, "page" | "pageSize" | "sort" | "dir">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.segment === "identified") {
    conditions.push(
      sql`(${clients.email} IS NOT NULL OR ${clients.name} IS NOT NULL OR ${clients.phone} IS NOT NULL OR ${clients.company} IS NOT NULL)`,
    );
  }
  if (query.segment === "hot") conditions.push(gte(clients.leadScore, LEAD_THRESHOLDS.hot));
  if (query.quality) {
    const [min, max] = QUALITY_BOUNDS[query.quality];
    if (min !== null) conditions.push(gte(clients.leadScore, min));
    if (max !== null) conditions.push(lt(clients.leadScore, max));
  }
  if (query.source) conditions.push(eq(clients.utmSource, query.source));
  if (query.affiliate) conditions.push(eq(clients.affiliateCode, query.affiliate));
  if (query.from) conditions.push(gte(clients.lastVisit, dayStart(query.from)));
  if (query.to) conditions.push(lt(clients.lastVisit, new Date(dayStart(query.to).getTime() + 86_400_000)));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const match = or(
      ilike(clients.email, pattern),
      ilike(clients.name, pattern),
      ilike(clients.company, pattern),
      eq(clients.id, query.q),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  lastVisit: clients.lastVisit,
  firstVisit: clients.firstVisit,
  leadScore: clients.leadScore,
  visitCount: clients.visitCount,
} as const;

function ordering(query: Pick<ClientListQuery, "sort" | "dir">) {
  const by = query.dir === "asc" ? asc : desc;
  // The id breaks ties, so pages never overlap or skip a record.
  return [by(SORT_COLUMNS[query.sort]), by(clients.id)];
}

export async function listClients(db: Db, query: ClientListQuery): Promise<ClientListResponse> {
  const where = filters(query);
  const [items, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(clients)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { items: items.map(toSummary), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** Every record matching the filters, in the list's order, for the CSV export. */
export async function clientsForExport(db: Db, query: ClientListQuery) {
  return db
    .select({
      ...summaryColumns,
      utmMedium: clients.utmMedium,
      utmCampaign: clients.utmCampaign,
      referrer: clients.referrer,
      consultationRequests: clients.consultationRequests,
    })
    .from(clients)
    .where(filters(query))
    .orderBy(...ordering(query));
}

export async function getClient(db: Db, id: string, checks: StoryChecks = {}): Promise<ClientDetail> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  if (!row) throw notFound("Client record not found");
  const { events: timeline, eventsTruncated, journey } = await clientJourney(db, id, row, checks);
  const booked = await listBookingsForClient(db, id);
  return {
    ...toSummary(row),
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    referrer: row.referrer,
    pageViews: row.pageViews,
    formSubmissions: row.formSubmissions,
    consultationRequests: row.consultationRequests,
    consultationEvents: timeline
      .filter((e) => e.eventType === "button_click" && isConsultation(e.details))
      .map((e) => ({ element: e.element, page: e.page, occurredAt: e.occurredAt })),
    bookings: booked.map((b) => ({
      id: b.id,
      provider: b.provider as ClientBooking["provider"],
      status: b.status,
      startTime: b.startTime.toISOString(),
      title: b.title,
      verified: b.clientVerified,
    })),
    events: timeline,
    eventsTruncated,
    journey,
  };
}

function isConsultation(details: string | null): boolean {
  if (!details) return false;
  try {
    return (JSON.parse(details) as { consultation?: unknown }).consultation === true;
  } catch {
    return false;
  }
}

/**
 * Erasure, all or nothing: the record and everything about the person: journey events, funnel
 * records, contact messages, quiz results and sales applications (by client id or by the
 * record's e-mail), and the personal fields of their affiliate referrals; the leads inbox's
 * copy of the person with them.
 */
export async function deleteClient(db: Db, id: string): Promise<ErasedClientCounts> {
  const erased = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(clients)
      .where(eq(clients.id, id))
      .returning({ id: clients.id, email: clients.email });
    if (!deleted) throw notFound("Client record not found");
    const email = deleted.email?.toLowerCase() ?? null;
    const mine = <T extends { clientId: AnyColumn; email: AnyColumn }>(t: T) =>
      email ? or(eq(t.clientId, id), sql`lower(${t.email}) = ${email}`) : eq(t.clientId, id);
    const events = await tx
      .delete(journeyEvents)
      .where(eq(journeyEvents.clientId, id))
      .returning({ id: journeyEvents.id });
    const funnel = await tx
      .delete(funnelEvents)
      .where(eq(funnelEvents.clientId, id))
      .returning({ id: funnelEvents.id });
    const messages = await tx
      .delete(contactMessages)
      .where(mine(contactMessages))
      .returning({ id: contactMessages.id });
    const quiz = await tx.delete(toolResults).where(mine(toolResults)).returning({ id: toolResults.id });
    const applications = await tx
      .delete(salesApplications)
      .where(mine(salesApplications))
      .returning({ id: salesApplications.id });
    const referrals = await tx
      .update(affiliateReferrals)
      .set({ visitorId: null, addressHash: null, customerEmail: null, customerName: null })
      .where(
        email
          ? or(eq(affiliateReferrals.visitorId, id), sql`lower(${affiliateReferrals.customerEmail}) = ${email}`)
          : eq(affiliateReferrals.visitorId, id),
      )
      .returning({ id: affiliateReferrals.id });
    const booked = await tx
      .delete(bookings)
      .where(email ? or(eq(bookings.clientId, id), eq(bookings.attendeeEmail, email)) : eq(bookings.clientId, id))
      .returning({ id: bookings.id });
    await forgetPerson(tx as unknown as Db, id, email, [
      ...messages.map((m) => `contact:${m.id}`),
      ...quiz.map((q) => `opportunity:${q.id}`),
      ...booked.map((b) => `booking:${b.id}`),
      ...funnel.flatMap((f) => [`readiness:${f.id}`, `calculator:${f.id}`]),
    ]);
    // The outbox's payloads copy the person's details (pending ones are not sent after this).
    const aboutThem = sql`${notifications.data}->>'clientId' = ${id}`;
    const notices = await tx
      .delete(notifications)
      .where(email ? or(aboutThem, sql`position(${email} in lower(${notifications.data}::text)) > 0`) : aboutThem)
      .returning({ id: notifications.id });
    return {
      journeyEvents: events.length,
      funnelEvents: funnel.length,
      contactMessages: messages.length,
      quizResults: quiz.length,
      salesApplications: applications.length,
      bookings: booked.length,
      notifications: notices.length,
      referralsAnonymised: referrals.length,
    };
  });
  // The leads inbox's copy of the person goes now, not at the next look at the inbox.
  await syncPeople(db);
  return erased;
}

// ---- CSV -------------------------------------------------------------------------------------

const CSV_COLUMNS = [
  "id",
  "email",
  "name",
  "phone",
  "company",
  "visitCount",
  "firstVisit",
  "lastVisit",
  "leadScore",
  "leadQuality",
  "consultationRequests",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "referrer",
  "affiliateCode",
] as const;

export function clientsCsv(records: Awaited<ReturnType<typeof clientsForExport>>): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of records) {
    const row: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      ...r,
      firstVisit: iso(r.firstVisit),
      lastVisit: iso(r.lastVisit),
      leadQuality: leadQuality(r.leadScore),
    };
    lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
