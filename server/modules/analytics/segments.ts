import { asc, eq, sql } from "drizzle-orm";
import type { AnalyticsSegment } from "#common/analytics-filters";
import type { Db } from "#server/db/client";
import { analyticsSegments } from "#server/db/schema";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { conflict, notFound } from "#server/lib/http-errors";

/** Segments shown to everyone on the team; a few dozen at most, so they are listed whole. */
const SEGMENT_MAX = 100;

export async function listSegments(db: Db): Promise<AnalyticsSegment[]> {
  return db
    .select({ id: analyticsSegments.id, name: analyticsSegments.name, filters: analyticsSegments.filters })
    .from(analyticsSegments)
    .orderBy(asc(sql`lower(${analyticsSegments.name})`))
    .limit(SEGMENT_MAX);
}

/** Saves a named filter set; a name already taken (in any case) is refused with 409. */
export async function createSegment(
  db: Db,
  input: { name: string; filters: string[] },
  actor: AuditActor,
): Promise<AnalyticsSegment> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(analyticsSegments);
    if (n >= SEGMENT_MAX) throw conflict(`There are already ${SEGMENT_MAX} segments: delete one first`, "name");
    const [saved] = await tx
      .insert(analyticsSegments)
      .values({ name: input.name, filters: input.filters, createdBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: analyticsSegments.id, name: analyticsSegments.name, filters: analyticsSegments.filters });
    if (!saved) throw conflict("A segment with this name exists already", "name");
    await writeAudit(tx as unknown as Db, actor, "segment.created", { name: saved.name, filters: saved.filters });
    return saved;
  });
}

export async function deleteSegment(db: Db, id: string, actor: AuditActor): Promise<void> {
  const [gone] = await db
    .delete(analyticsSegments)
    .where(eq(analyticsSegments.id, id))
    .returning({ name: analyticsSegments.name });
  if (!gone) throw notFound("No such segment");
  await writeAudit(db, actor, "segment.deleted", { name: gone.name });
}
