import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { CLIENT_COOKIE_DAYS } from "#common/constants";
import {
  type ClientRecordInput,
  DEFAULT_RETENTION_DAYS,
  type FunnelInput,
  type JourneyEventInput,
  leadFactsOf,
  leadQuality,
  leadScore,
  RETENTION_SETTING_KEY,
} from "#common/tracking";
import type { Database, Db } from "#server/db/client";
import { appSettings, type ClientRow, clients, funnelEvents, journeyEvents } from "#server/db/schema";
import { countryOf } from "#server/lib/country";
import type { Metrics } from "#server/lib/metrics";
import { type DeviceFacts, deviceFacts } from "#server/lib/user-agent";
import { announceHotLead, crossedIntoHot } from "#server/modules/notifications";
import { GroupCommitter } from "./group-commit";
import { IpHasher } from "./ip-hash";
import { type ObservedVisitor, observeVisitor } from "./lead-facts";

/**
 * Who sent a call: a salted hash of the address, the user agent, and what the reports need of
 * them (device, browser, OS, country), never the raw IP.
 */
interface Origin extends DeviceFacts {
  ipHash: string | null;
  userAgent: string | null;
  country: string | null;
}

type ClientValues = Omit<ClientRow, "createdAt">;
/** One journey event as the batch INSERT reads it (its JSON keys are the statement's columns). */
interface EventRow {
  id: string;
  client_id: string | null;
  session_id: string;
  event_type: string;
  page: string;
  element: string | null;
  duration: number | null;
  scroll_depth: number | null;
  exit_page: string | null;
  details: string | null;
  // ISO text, not Date: a Date's toJSON takes JSON.stringify off its fast path (about 2 µs more per row).
  occurred_at: string;
  received_at: string;
  ip_hash: string | null;
  user_agent: string | null;
  device_type: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  /** The visitor id the sending browser proved to hold: an event may name another id only if no browser holds it. */
  proven_id: string | null;
}

const MAX_PAST_MS = 24 * 3_600_000;
const MAX_FUTURE_MS = 5 * 60_000;

/** The browser's clock is trusted within a day back and five minutes ahead; otherwise the arrival time counts. */
function occurredAtMs(timestamp: string | null | undefined, receivedMs: number): number {
  if (!timestamp) return receivedMs;
  const t = Date.parse(timestamp);
  return t >= receivedMs - MAX_PAST_MS && t <= receivedMs + MAX_FUTURE_MS ? t : receivedMs;
}

function occurredAt(timestamp: string | null | undefined, received: Date): Date {
  return new Date(occurredAtMs(timestamp, received.getTime()));
}

const known = <T>(incoming: T | undefined | null, stored: T | undefined | null): T | null => incoming || stored || null;

/**
 * In a record's first two minutes a sync from the address and browser that created it is taken
 * without the proof: a second tab, or the page's exit sync, may race the answer that carries the
 * proof cookie. Such a sync only fills in what the record lacks and is never given the proof (the
 * racing tab shares the creator's cookies anyway), since another person behind the same office
 * address with the same browser looks the same.
 */
const FIRST_MOMENTS_MS = 2 * 60_000;
function inFirstMoments(stored: ClientRow, origin: Origin, now = Date.now()): boolean {
  return (
    now - stored.createdAt.getTime() < FIRST_MOMENTS_MS &&
    stored.ipHash !== null &&
    stored.ipHash === origin.ipHash &&
    stored.userAgent === origin.userAgent
  );
}

/** A browser's record may be as old as its cookie lives, and never newer than the server's clock. */
const MAX_RECORD_AGE_MS = CLIENT_COOKIE_DAYS * 86_400_000;
function clampToServerClock(claimed: string, now: Date): Date {
  const t = Date.parse(claimed);
  return new Date(Math.min(Math.max(t, now.getTime() - MAX_RECORD_AGE_MS), now.getTime()));
}

/** The columns of a client record that come from what the server observed. */
function observedFields(observed: ObservedVisitor) {
  return {
    visitCount: observed.visits,
    pageViews: observed.pageViews,
    formSubmissions: observed.formSubmissions,
    consultationRequests: observed.consultationRequests,
    ...observed.contact,
  };
}

/**
 * Re-scores a stored client record from what the server observed, e.g. right after one of its
 * forms accepted the visitor's details, and announces a lead that crossed into Hot. Nothing
 * happens for an id with no record yet.
 */
export async function rescoreClient(db: Db, clientId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(clients).where(eq(clients.id, clientId)).for("update");
    if (!stored) return;
    const fields = observedFields(await observeVisitor(tx, clientId));
    const score = leadScore(leadFactsOf(fields));
    const [updated] = await tx
      .update(clients)
      .set({ ...fields, leadScore: score, leadQuality: leadQuality(score), updatedAt: new Date() })
      .where(eq(clients.id, clientId))
      .returning();
    // A form can lift a lead into Hot as well as a sync can; either way sales hears of it once.
    if (crossedIntoHot(stored.leadQuality, updated.leadQuality)) await announceHotLead(tx, updated);
  });
}

/**
 * The stored client record after a sync. Everything the lead score rests on is what the server
 * saw itself (`observed`: events it stored, forms it accepted); the browser's counters, contact
 * fields and score are ignored. From the browser it keeps only the visit dates (clamped to the
 * server's clock) and where the visitor came from; the first affiliate code stays (first touch).
 */
function mergeClient(
  stored: ClientRow | null,
  incoming: ClientRecordInput,
  observed: ObservedVisitor,
  origin: Origin,
  holder: boolean,
  now = new Date(),
): ClientValues {
  // Only the browser that holds the record may replace what it says; anyone else only fills gaps.
  const pick = <T>(a: T | undefined | null, b: T | undefined | null) => (holder ? known(a, b) : known(b, a));
  const claimedFirst = clampToServerClock(incoming.firstVisit, now);
  const firstVisit = stored && stored.firstVisit < claimedFirst ? stored.firstVisit : claimedFirst;
  const claimedLast = clampToServerClock(incoming.lastVisit, now);
  const lastVisit = new Date(Math.max(stored?.lastVisit.getTime() ?? 0, claimedLast.getTime(), firstVisit.getTime()));
  const merged = {
    id: incoming.id,
    firstVisit,
    lastVisit,
    ...observedFields(observed),
    utmSource: pick(incoming.utmSource, stored?.utmSource),
    utmMedium: pick(incoming.utmMedium, stored?.utmMedium),
    utmCampaign: pick(incoming.utmCampaign, stored?.utmCampaign),
    utmContent: pick(incoming.utmContent, stored?.utmContent),
    utmTerm: pick(incoming.utmTerm, stored?.utmTerm),
    referrer: pick(incoming.referrer, stored?.referrer),
    affiliateCode: known(stored?.affiliateCode, incoming.affiliateCode),
    ipHash: pick(origin.ipHash, stored?.ipHash),
    userAgent: pick(origin.userAgent, stored?.userAgent),
    updatedAt: now,
  };
  const score = leadScore(leadFactsOf(merged));
  return { ...merged, leadScore: score, leadQuality: leadQuality(score) };
}

/** Told once per committed batch of journey events (the admin's live view listens; any process, one database). */
export const JOURNEY_EVENTS_CHANNEL = "journey_events_added";

/**
 * One INSERT for a whole batch, its rows passed as a single JSON parameter ($1): the statement
 * text is the same for every batch size (prepared once per connection, no parameter limit), and
 * ids already stored (a retried batch) are skipped. An event naming a client that does not exist,
 * or one proven to belong to another browser, is stored without it. The same statement sends one
 * NOTIFY when it stored anything, delivered on commit: no extra round trip, none per event.
 */
const INSERT_JOURNEY_EVENTS = `
    WITH added AS (
    INSERT INTO journey_events (id, client_id, session_id, event_type, page, element, duration, scroll_depth,
      exit_page, details, occurred_at, received_at, ip_hash, user_agent, device_type, browser, os, country)
    SELECT id,
      CASE WHEN x.client_id IS NULL OR x.client_id = x.proven_id OR NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = x.client_id)
        THEN x.client_id END,
      session_id, event_type, page, element, duration, scroll_depth,
      exit_page, details, occurred_at, received_at, ip_hash, user_agent, device_type, browser, os, country
    FROM json_to_recordset($1::json) AS x(id text, client_id text, session_id text, event_type text,
      page text, element text, duration integer, scroll_depth integer, exit_page text, details text,
      occurred_at timestamptz, received_at timestamptz, ip_hash text, user_agent text, device_type text,
      browser text, os text, country text, proven_id text)
    ON CONFLICT (id) DO NOTHING
    RETURNING 1)
    SELECT pg_notify('${JOURNEY_EVENTS_CHANNEL}', '') FROM (SELECT 1 FROM added LIMIT 1) AS any_added`;

async function insertEvents(database: Database, rows: EventRow[]): Promise<void> {
  await database.runPrepared("insert_journey_events", INSERT_JOURNEY_EVENTS, [JSON.stringify(rows)]);
}

export class TrackingService {
  private readonly hasher: IpHasher;
  private readonly events: GroupCommitter<EventRow>;

  constructor(
    private readonly database: Database,
    metrics?: Metrics,
  ) {
    this.hasher = new IpHasher(database.db);
    this.events = new GroupCommitter<EventRow>({
      // One batch at a time (group-commit.ts): two in flight on PostgreSQL made smaller batches
      // whose round trips cost more than they overlapped; single-event ingestion at 50
      // connections went from 32-38% of a bare Fastify POST to 40-42% with one.
      maxBatch: 2_000,
      write: (rows) => insertEvents(this.database, rows),
      onBatch: (rows) => metrics?.groupCommitBatchRows.observe(rows),
    });
  }

  /** Today's salted hash of the address: what per-address limits count by. */
  ipHash(ip: string | undefined): Promise<string | null> {
    return this.hasher.hash(ip);
  }

  /** The same, without waiting once the day's salt is loaded (undefined before). */
  ipHashNow(ip: string | undefined): string | null | undefined {
    return this.hasher.hashNow(ip);
  }

  /** Who sent a call, from its address's hash (ipHash) and its headers. */
  origin(ipHash: string | null, ip: string | undefined, userAgent: string | undefined): Origin {
    const agent = userAgent ? userAgent.slice(0, 512) : null;
    return { ipHash, userAgent: agent, ...deviceFacts(agent), country: countryOf(ip) };
  }

  /** Resolves once every event is committed; events already stored (a retried batch) are skipped. */
  async recordEvents(events: JourneyEventInput[], origin: Origin, provenId: string | null): Promise<void> {
    const receivedMs = Date.now();
    const received = new Date(receivedMs).toISOString();
    await this.events.add(
      // Built once in the statement's shape: the batch is stringified as it is, with no copy per row.
      events.map(
        (e): EventRow => ({
          id: e.id,
          client_id: e.clientId?.toLowerCase() ?? null,
          session_id: e.sessionId,
          event_type: e.eventType,
          page: e.page,
          element: e.element ?? null,
          duration: e.duration ?? null,
          scroll_depth: e.scrollDepth ?? null,
          exit_page: e.exitPage ?? null,
          details: e.details ?? null,
          occurred_at: e.timestamp ? new Date(occurredAtMs(e.timestamp, receivedMs)).toISOString() : received,
          received_at: received,
          ip_hash: origin.ipHash,
          user_agent: origin.userAgent,
          device_type: origin.deviceType,
          browser: origin.browser,
          os: origin.os,
          country: origin.country,
          proven_id: provenId,
        }),
      ),
    );
  }

  /** `clientId` is the visitor id the caller may act for (see VisitorBinding.accept), or null. */
  async recordFunnel(input: FunnelInput, origin: Origin, clientId: string | null): Promise<string> {
    const received = new Date();
    const id = input.id ?? randomUUID();
    await this.database.db
      .insert(funnelEvents)
      .values({
        id,
        clientId,
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

  /**
   * Upserts the client record by id, merging it with what is stored, in one transaction. A record
   * that exists already changes only for the browser that proves it holds the id (`provenId`), or
   * a little for its creator's address and browser in its first moments; for any other caller
   * nothing is written and "bound" is returned. `holder`: the caller created the record or proved
   * it holds it, so it is to be given the proof.
   */
  async syncClient(
    input: ClientRecordInput,
    origin: Origin,
    provenId: string | null,
  ): Promise<{ record: ClientValues; holder: boolean } | "bound"> {
    const record = { ...input, id: input.id.toLowerCase() };
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await this.database.db.transaction(async (tx) => {
        const [stored] = await tx.select().from(clients).where(eq(clients.id, record.id)).for("update");
        const holder = !stored || provenId === record.id;
        if (!holder && !inFirstMoments(stored, origin)) return "bound" as const;
        const merged = mergeClient(stored ?? null, record, await observeVisitor(tx, record.id), origin, holder);
        if (stored) {
          await tx.update(clients).set(merged).where(eq(clients.id, record.id));
        } else {
          const inserted = await tx.insert(clients).values(merged).onConflictDoNothing().returning({ id: clients.id });
          // Nothing inserted: another request created the row between our read and insert; look again.
          if (!inserted.length) return null;
          // A new visitor's source is known from now on: the live view shows it without waiting for an event.
          await tx.execute(sql`SELECT pg_notify(${JOURNEY_EVENTS_CHANNEL}, '')`);
        }
        if (crossedIntoHot(stored?.leadQuality, merged.leadQuality)) await announceHotLead(tx, merged);
        return { record: merged, holder };
      });
      if (result) return result;
    }
    throw new Error("client sync: the record kept changing while being merged");
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

interface PurgeResult {
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
    journeyEvents: await count(
      sql`WITH d AS (DELETE FROM ${journeyEvents} WHERE ${journeyEvents.receivedAt} < ${cutoff} RETURNING 1) SELECT count(*) AS n FROM d`,
    ),
    funnelEvents: await count(
      sql`WITH d AS (DELETE FROM ${funnelEvents} WHERE ${funnelEvents.receivedAt} < ${cutoff} RETURNING 1) SELECT count(*) AS n FROM d`,
    ),
    cutoff,
  };
}
