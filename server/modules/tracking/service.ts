import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  type ClientRecordInput,
  DEFAULT_RETENTION_DAYS,
  type FunnelInput,
  type JourneyEventInput,
  leadFactsOf,
  leadQuality,
  leadScore,
  RETENTION_SETTING_KEY,
  TRACKING_LIMITS,
} from "../../../common/tracking";
import type { Database, Db } from "../../db/client";
import { appSettings, type ClientRow, clients, funnelEvents, journeyEvents } from "../../db/schema/index";
import { announceHotLead, crossedIntoHot } from "../notifications/notices";
import { GroupCommitter } from "./group-commit";
import { IpHasher } from "./ip-hash";

/** Who sent a call: a salted hash of the address and the user agent, never the raw IP. */
export interface Origin {
  ipHash: string | null;
  userAgent: string | null;
}

type ClientValues = Omit<ClientRow, "createdAt">;
type EventRow = typeof journeyEvents.$inferInsert;

const MAX_PAST_MS = 24 * 3_600_000;
const MAX_FUTURE_MS = 5 * 60_000;

/** The browser's clock is trusted within a day back and five minutes ahead; otherwise the arrival time counts. */
function occurredAt(timestamp: string | null | undefined, received: Date): Date {
  if (!timestamp) return received;
  const t = Date.parse(timestamp);
  return t >= received.getTime() - MAX_PAST_MS && t <= received.getTime() + MAX_FUTURE_MS ? new Date(t) : received;
}

const known = <T>(incoming: T | undefined | null, stored: T | undefined | null): T | null => incoming || stored || null;

/**
 * Merges a synced record into the stored one (issue 4): visitCount never goes down, page
 * views and form submissions are unions, known contact fields stay known, and the lead
 * score is recomputed from the merged facts (the browser's score is ignored).
 */
export function mergeClient(stored: ClientRow | null, incoming: ClientRecordInput, origin: Origin, now = new Date()): ClientValues {
  const pageViews = [...(stored?.pageViews ?? [])];
  const seen = new Set(pageViews);
  for (const page of incoming.pageViews) {
    if (pageViews.length >= TRACKING_LIMITS.pageViewsStored) break;
    if (!seen.has(page)) {
      seen.add(page);
      pageViews.push(page);
    }
  }
  const formSubmissions = [...(stored?.formSubmissions ?? [])];
  const seenForms = new Set(formSubmissions.map((f) => `${f.form}\n${f.at}`));
  for (const entry of incoming.formSubmissions) {
    if (formSubmissions.length >= TRACKING_LIMITS.formSubmissionsStored) break;
    const key = `${entry.form}\n${entry.at}`;
    if (!seenForms.has(key)) {
      seenForms.add(key);
      formSubmissions.push({ form: entry.form, at: entry.at });
    }
  }
  const firstVisit = new Date(incoming.firstVisit);
  const lastVisit = new Date(incoming.lastVisit);
  const merged = {
    id: incoming.id,
    visitCount: Math.max(stored?.visitCount ?? 0, incoming.visitCount),
    firstVisit: stored && stored.firstVisit < firstVisit ? stored.firstVisit : firstVisit,
    lastVisit: stored && stored.lastVisit > lastVisit ? stored.lastVisit : lastVisit,
    pageViews,
    formSubmissions,
    consultationRequests: Math.max(stored?.consultationRequests ?? 0, incoming.consultationRequests),
    utmSource: known(incoming.utmSource, stored?.utmSource),
    utmMedium: known(incoming.utmMedium, stored?.utmMedium),
    utmCampaign: known(incoming.utmCampaign, stored?.utmCampaign),
    referrer: known(incoming.referrer, stored?.referrer),
    affiliateCode: known(incoming.affiliateCode, stored?.affiliateCode),
    email: known(incoming.email, stored?.email),
    name: known(incoming.name, stored?.name),
    phone: known(incoming.phone, stored?.phone),
    company: known(incoming.company, stored?.company),
    ipHash: origin.ipHash ?? stored?.ipHash ?? null,
    userAgent: origin.userAgent ?? stored?.userAgent ?? null,
    updatedAt: now,
  };
  const score = leadScore(leadFactsOf(merged));
  return { ...merged, leadScore: score, leadQuality: leadQuality(score) };
}

/**
 * One INSERT for a whole batch, its rows passed as a single JSON parameter: the statement
 * text is the same for every batch size (parsed and planned cheaply, no parameter limit),
 * and ids already stored (a retried batch) are skipped.
 */
async function insertEvents(database: Database, rows: EventRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      client_id: r.clientId,
      session_id: r.sessionId,
      event_type: r.eventType,
      page: r.page,
      element: r.element,
      duration: r.duration,
      scroll_depth: r.scrollDepth,
      exit_page: r.exitPage,
      details: r.details,
      occurred_at: r.occurredAt,
      received_at: r.receivedAt,
      ip_hash: r.ipHash,
      user_agent: r.userAgent,
    })),
  );
  await database.db.execute(sql`
    INSERT INTO journey_events (id, client_id, session_id, event_type, page, element, duration, scroll_depth,
      exit_page, details, occurred_at, received_at, ip_hash, user_agent)
    SELECT id, client_id, session_id, event_type, page, element, duration, scroll_depth,
      exit_page, details, occurred_at, received_at, ip_hash, user_agent
    FROM jsonb_to_recordset(${json}::jsonb) AS x(id text, client_id text, session_id text, event_type text,
      page text, element text, duration integer, scroll_depth integer, exit_page text, details text,
      occurred_at timestamptz, received_at timestamptz, ip_hash text, user_agent text)
    ON CONFLICT (id) DO NOTHING`);
}

export class TrackingService {
  private readonly hasher: IpHasher;
  private readonly events: GroupCommitter<EventRow>;

  constructor(private readonly database: Database) {
    this.hasher = new IpHasher(database.db);
    this.events = new GroupCommitter<EventRow>({
      maxBatch: 2_000,
      // Two batches in flight keep PostgreSQL busy while the next one gathers; with four, batches
      // shrank to about 20 rows and the extra round trips cost more than they overlapped (bench).
      concurrency: database.driver === "postgres" ? 2 : 1,
      write: (rows) => insertEvents(this.database, rows),
    });
  }

  async origin(ip: string | undefined, userAgent: string | undefined): Promise<Origin> {
    return { ipHash: await this.hasher.hash(ip), userAgent: userAgent ? userAgent.slice(0, 512) : null };
  }

  /** Resolves once every event is committed; events already stored (a retried batch) are skipped. */
  async recordEvents(events: JourneyEventInput[], origin: Origin): Promise<void> {
    const received = new Date();
    await this.events.add(
      events.map((e) => ({
        id: e.id,
        clientId: e.clientId ?? null,
        sessionId: e.sessionId,
        eventType: e.eventType,
        page: e.page,
        element: e.element ?? null,
        duration: e.duration ?? null,
        scrollDepth: e.scrollDepth ?? null,
        exitPage: e.exitPage ?? null,
        details: e.details ?? null,
        occurredAt: occurredAt(e.timestamp, received),
        receivedAt: received,
        ipHash: origin.ipHash,
        userAgent: origin.userAgent,
      })),
    );
  }

  async recordFunnel(input: FunnelInput, origin: Origin): Promise<string> {
    const received = new Date();
    const id = input.id ?? randomUUID();
    await this.database.db
      .insert(funnelEvents)
      .values({
        id,
        clientId: input.clientId ?? null,
        sessionId: input.sessionId,
        funnelType: input.funnelType,
        stage: input.stage,
        conversionValue: input.conversionValue ?? null,
        dropoffReason: input.dropoffReason ?? null,
        page: input.page ?? null,
        occurredAt: occurredAt(input.timestamp, received),
        receivedAt: received,
        ipHash: origin.ipHash,
        userAgent: origin.userAgent,
      })
      .onConflictDoNothing({ target: funnelEvents.id });
    return id;
  }

  /** Upserts the client record by id, merging it with what is stored, in one transaction. */
  async syncClient(input: ClientRecordInput, origin: Origin): Promise<ClientValues> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await this.database.db.transaction(async (tx) => {
        const [stored] = await tx.select().from(clients).where(eq(clients.id, input.id)).for("update");
        const merged = mergeClient(stored ?? null, input, origin);
        if (stored) {
          await tx.update(clients).set(merged).where(eq(clients.id, input.id));
        } else {
          const inserted = await tx.insert(clients).values(merged).onConflictDoNothing().returning({ id: clients.id });
          // Nothing inserted: another request created the row between our read and insert; merge again.
          if (!inserted.length) return null;
        }
        if (crossedIntoHot(stored?.leadQuality, merged.leadQuality)) await announceHotLead(tx, merged);
        return merged;
      });
      if (result) return result;
    }
    throw new Error(`client ${input.id}: the record kept changing while being merged`);
  }

  retentionDays(): Promise<number> {
    return retentionDays(this.database.db);
  }

  purgeExpired(now = new Date()): Promise<PurgeResult> {
    return purgeExpiredEvents(this.database.db, now);
  }

  /** Waits for every queued event write (shutdown). */
  drain(): Promise<void> {
    return this.events.drain();
  }

  async countEvents(): Promise<number> {
    const [row] = await this.database.db.select({ n: sql<number>`count(*)::int` }).from(journeyEvents);
    return Number(row.n);
  }
}

export interface PurgeResult {
  journeyEvents: number;
  funnelEvents: number;
  cutoff: Date;
}

async function retentionDays(db: Db): Promise<number> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, RETENTION_SETTING_KEY));
  const days = Number(row?.value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

/** Deletes journey and funnel events older than the retention setting (days, default 395). */
export async function purgeExpiredEvents(db: Db, now = new Date()): Promise<PurgeResult> {
  const days = await retentionDays(db);
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  return {
    journeyEvents: await count(sql`WITH d AS (DELETE FROM ${journeyEvents} WHERE ${journeyEvents.receivedAt} < ${cutoff} RETURNING 1) SELECT count(*) AS n FROM d`),
    funnelEvents: await count(sql`WITH d AS (DELETE FROM ${funnelEvents} WHERE ${funnelEvents.receivedAt} < ${cutoff} RETURNING 1) SELECT count(*) AS n FROM d`),
    cutoff,
  };
}
