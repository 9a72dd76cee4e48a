import { eq, sql } from "drizzle-orm";
import type { LeadDeal, LeadMerge, LeadStatus } from "#common/leads";
import type { Db } from "#server/db/client";
import { leadMerges, leadWorkflow } from "#server/db/schema/leads";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { badRequest, conflict, notFound } from "#server/lib/http-errors";
import { iso, numOrNull, rows } from "#server/lib/sql";
import { applyMerges, lockPeople, personKeys, syncPeople } from "./people";

type DealRecord = typeof leadWorkflow.$inferSelect;

/**
 * The person of the enquiry `leadId` (their key) and their current (newest) deal, locked for the
 * caller's transaction; no deal when the person has none yet. Throws 404 for an unknown enquiry.
 */
export async function lockCurrentDeal(tx: Db, leadId: string): Promise<{ key: string; deal: DealRecord | null }> {
  const key = (await personKeys(tx, [leadId])).get(leadId);
  if (!key) throw notFound("Lead not found");
  await lockPeople(tx, [key]);
  const [deal] = await tx
    .select()
    .from(leadWorkflow)
    .where(
      sql`${leadWorkflow.id} = (SELECT w.id FROM lead_workflow w
          WHERE w.person_key = ${key} ORDER BY w.created_at DESC, w.id DESC LIMIT 1)`,
    )
    .for("update");
  return { key, deal: deal ?? null };
}

/** Opens a deal for the person `key` on the enquiry `leadId`: it becomes their current deal. */
export async function openDeal(
  tx: Db,
  key: string,
  values: Omit<typeof leadWorkflow.$inferInsert, "id" | "personKey">,
): Promise<string> {
  const [deal] = await tx
    .insert(leadWorkflow)
    .values({ ...values, personKey: key })
    .returning({ id: leadWorkflow.id });
  await tx.execute(sql`UPDATE lead_people SET deal_id = ${deal.id} WHERE person_key = ${key}`);
  return deal.id;
}

/**
 * Opens a new deal for the person of `leadId` (a second project), on their newest enquiry. Only
 * once the current deal is won or lost: the earlier deal stays in the person's history.
 */
export async function startDeal(db: Db, leadId: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { key, deal: current } = await lockCurrentDeal(tx, leadId);
    if (!current || (current.status !== "won" && current.status !== "lost")) {
      throw conflict("The current deal is still open: win or lose it before starting a new one");
    }
    const [newest] = await rows<{ lead_id: string }>(
      tx,
      sql`SELECT lead_id FROM lead_people WHERE person_key = ${key}`,
    );
    const dealId = await openDeal(tx, key, { leadId: newest?.lead_id ?? leadId });
    await writeAudit(tx, actor, "lead.deal_started", { leadId, dealId, previousDealId: current.id });
  });
}

/** Every deal of a person, newest (the current one) first. */
export async function dealsOf(db: Db, personKey: string): Promise<LeadDeal[]> {
  const list = await rows<{
    id: string;
    status: LeadStatus;
    lost_reason: string | null;
    deal_value: unknown;
    created_at: string | Date;
    closed_at: string | Date | null;
    owner_email: string | null;
    owner_name: string | null;
    owner_id: string | null;
  }>(
    db,
    sql`SELECT w.id, w.status, w.lost_reason, w.deal_value, w.created_at, w.closed_at, w.owner_id,
               a.email AS owner_email, a.display_name AS owner_name
        FROM lead_workflow w LEFT JOIN admins a ON a.id = w.owner_id
        WHERE w.person_key = ${personKey} ORDER BY w.created_at DESC, w.id DESC`,
  );
  return list.map((d) => ({
    id: d.id,
    status: d.status,
    lostReason: d.lost_reason,
    dealValue: numOrNull(d.deal_value),
    createdAt: iso(d.created_at),
    closedAt: d.closed_at ? iso(d.closed_at) : null,
    owner: d.owner_id ? { id: d.owner_id, email: d.owner_email ?? "", name: d.owner_name } : null,
  }));
}

/** The people merged into this one by hand and not undone, newest first, named by their newest details. */
export async function mergesInto(db: Db, personKey: string): Promise<LeadMerge[]> {
  const list = await rows<{
    id: string;
    merged_by: string;
    created_at: string | Date;
    name: string | null;
    email: string | null;
    enquiries: unknown;
  }>(
    db,
    sql`SELECT m.id, m.merged_by, m.created_at, x.name, x.email, x.enquiries
        FROM lead_merges m
        LEFT JOIN LATERAL (
          SELECT (array_agg(e.name ORDER BY e.created_at DESC) FILTER (WHERE e.name IS NOT NULL))[1] AS name,
                 (array_agg(e.email ORDER BY e.created_at DESC) FILTER (WHERE e.email IS NOT NULL))[1] AS email,
                 count(*) AS enquiries
          FROM lead_enquiry_people e WHERE e.natural_key = m.from_key) x ON true
        WHERE m.into_key = ${personKey} AND m.undone_at IS NULL
        ORDER BY m.created_at DESC`,
  );
  return list.map((m) => ({
    id: m.id,
    mergedBy: m.merged_by,
    createdAt: iso(m.created_at),
    name: m.name,
    email: m.email,
    enquiries: Number(m.enquiries ?? 0),
  }));
}

/**
 * Merges the person of the enquiry `fromId` into the person of `intoId`: their enquiries and deals
 * show as one person from then on. Nothing is deleted; people merged earlier into the one merged
 * away follow it, and undoing puts them back. Audited.
 */
export async function mergePeople(db: Db, intoId: string, fromId: string, actor: AuditActor): Promise<string> {
  await syncPeople(db);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const keys = await personKeys(tx, [intoId, fromId]);
    const intoKey = keys.get(intoId);
    const fromKey = keys.get(fromId);
    if (!intoKey) throw notFound("Lead not found");
    if (!fromKey) throw badRequest("from: no lead has this id", "from");
    if (fromKey === intoKey) throw badRequest("from: is already part of this person", "from");
    await lockPeople(tx, [intoKey, fromKey]);
    // A merge of either person that committed while this one waited for them changes who they are.
    const locked = await personKeys(tx, [intoId, fromId]);
    if (locked.get(intoId) !== intoKey || locked.get(fromId) !== fromKey) {
      throw conflict("One of these leads was merged meanwhile: reload and try again");
    }
    const moved = await tx
      .update(leadMerges)
      .set({ intoKey })
      .where(sql`${leadMerges.intoKey} = ${fromKey} AND ${leadMerges.undoneAt} IS NULL`)
      .returning({ id: leadMerges.id });
    const [merge] = await tx
      .insert(leadMerges)
      .values({ fromKey, intoKey, repointed: moved.map((m) => m.id), mergedBy: actor.email })
      .returning({ id: leadMerges.id });
    await applyMerges(tx, [intoKey, fromKey]);
    await writeAudit(tx, actor, "lead.merged", { leadId: intoId, mergedLeadId: fromId, mergeId: merge.id });
    return merge.id;
  });
}

/** Undoes a merge: the person merged away is a person of their own again, with the people that followed them. */
export async function undoMerge(db: Db, mergeId: string, actor: AuditActor, now = new Date()): Promise<void> {
  await syncPeople(db);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [merge] = await tx.select().from(leadMerges).where(eq(leadMerges.id, mergeId)).for("update");
    if (!merge) throw notFound("Merge not found");
    if (merge.undoneAt) throw conflict("This merge was already undone");
    await lockPeople(tx, [merge.intoKey, merge.fromKey]);
    await tx.update(leadMerges).set({ undoneAt: now }).where(eq(leadMerges.id, mergeId));
    if (merge.repointed.length) {
      await tx
        .update(leadMerges)
        .set({ intoKey: merge.fromKey })
        .where(
          sql`${leadMerges.id} IN (${sql.join(
            merge.repointed.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) AND ${leadMerges.undoneAt} IS NULL AND ${leadMerges.intoKey} = ${merge.intoKey}`,
        );
    }
    await applyMerges(tx, [merge.intoKey, merge.fromKey]);
    await writeAudit(tx, actor, "lead.merge_undone", { mergeId });
  });
}
