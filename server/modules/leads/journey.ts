import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ClientEvent } from "#common/admin";
import { buildJourneyStory, type JourneySession, type StoryContext, type StoryOrigin } from "#common/journey-story";
import type { Db } from "#server/db/client";
import { funnelEvents, journeyEvents, toolResults } from "#server/db/schema";
import { iso } from "#server/lib/sql";
import { TurnProofs } from "#server/modules/voice";
import { opportunityMatches, storyNames } from "./readable";

const JOURNEY_EVENT_LIMIT = 500;
const FUNNEL_STAGES_TOLD = ["purchase", "abandoned"];

interface ClientJourney {
  /** Raw events, oldest first (the newest JOURNEY_EVENT_LIMIT). */
  events: ClientEvent[];
  eventsTruncated: boolean;
  journey: JourneySession[];
}

/** What the story checks with the server's keys: which voice-demo answers the server gave. */
export type StoryChecks = Pick<StoryContext, "voiceAnswerGiven">;

/** The checks for a server keyed with `secret` (JWT_SECRET, which the voice demo signs its answers with too). */
export function storyChecks(secret: string): StoryChecks {
  const proofs = new TurnProofs(secret);
  return { voiceAnswerGiven: (scenario, answer, proof) => proofs.gave(scenario, answer, proof) };
}

/** A visitor's events told as a story (the client drawer and a lead both show it). */
export async function clientJourney(
  db: Db,
  clientId: string,
  firstTouch: StoryOrigin | null,
  checks: StoryChecks = {},
): Promise<ClientJourney> {
  const [rows, funnel, saved] = await Promise.all([
    db
      .select({
        id: journeyEvents.id,
        sessionId: journeyEvents.sessionId,
        eventType: journeyEvents.eventType,
        page: journeyEvents.page,
        element: journeyEvents.element,
        duration: journeyEvents.duration,
        scrollDepth: journeyEvents.scrollDepth,
        exitPage: journeyEvents.exitPage,
        details: journeyEvents.details,
        occurredAt: journeyEvents.occurredAt,
      })
      .from(journeyEvents)
      .where(eq(journeyEvents.clientId, clientId))
      .orderBy(desc(journeyEvents.occurredAt), desc(journeyEvents.id))
      .limit(JOURNEY_EVENT_LIMIT + 1),
    db
      .select({
        sessionId: funnelEvents.sessionId,
        funnelType: funnelEvents.funnelType,
        stage: funnelEvents.stage,
        conversionValue: funnelEvents.conversionValue,
        dropoffReason: funnelEvents.dropoffReason,
        occurredAt: funnelEvents.occurredAt,
      })
      .from(funnelEvents)
      .where(and(eq(funnelEvents.clientId, clientId), inArray(funnelEvents.stage, FUNNEL_STAGES_TOLD)))
      .orderBy(desc(funnelEvents.occurredAt))
      .limit(JOURNEY_EVENT_LIMIT),
    db
      .select({ createdAt: toolResults.createdAt, result: toolResults.result })
      .from(toolResults)
      .where(eq(toolResults.clientId, clientId))
      .orderBy(asc(toolResults.createdAt))
      .limit(50),
  ]);
  const events = rows
    .slice(0, JOURNEY_EVENT_LIMIT)
    .reverse()
    .map((e) => ({ ...e, occurredAt: iso(e.occurredAt) }));
  // Funnel records older than the oldest event shown would open sessions the events no longer cover.
  const oldest = events[0]?.occurredAt;
  const told = funnel
    .map((f) => ({ ...f, occurredAt: iso(f.occurredAt) }))
    .filter((f) => !oldest || f.occurredAt >= oldest);
  const journey = buildJourneyStory(events, told, {
    ...storyNames,
    ...checks,
    firstTouch,
    opportunityResults: saved.flatMap((r) => {
      const top = opportunityMatches(r.result)[0];
      return top ? [{ at: iso(r.createdAt), topMatch: top.title }] : [];
    }),
  });
  return { events, eventsTruncated: rows.length > JOURNEY_EVENT_LIMIT, journey };
}
