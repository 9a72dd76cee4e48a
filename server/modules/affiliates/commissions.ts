/**
 * Deals and the money they earn: an admin marks a referral won or lost, and approves, pays or
 * rejects the commissions that follow.
 */
import { desc, eq, inArray } from "drizzle-orm";
import {
  type AdminCommissionRow,
  type AdminReferralRow,
  type CommissionStatus,
  commissionCents,
  type ReferralStatus,
} from "#common/affiliates";
import type { Db } from "#server/db/client";
import { affiliateCommissions, affiliateReferrals, affiliates } from "#server/db/schema/affiliates";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { conflict, notFound } from "#server/lib/http-errors";
import { findAffiliate } from "./accounts";
import { getProgramSettings } from "./settings";

export async function listReferralsForAdmin(db: Db, affiliateId: string): Promise<AdminReferralRow[]> {
  const affiliate = await findAffiliate(db, affiliateId);
  if (!affiliate) throw notFound("No affiliate has this id");
  const rows = await db
    .select({ r: affiliateReferrals, c: affiliateCommissions })
    .from(affiliateReferrals)
    .leftJoin(affiliateCommissions, eq(affiliateCommissions.referralId, affiliateReferrals.id))
    .where(eq(affiliateReferrals.affiliateId, affiliateId))
    .orderBy(desc(affiliateReferrals.clickedAt))
    .limit(500);
  return rows.map(({ r, c }) => ({
    id: r.id,
    status: r.status as ReferralStatus,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    rejectionReason: r.rejectionReason,
    clickedAt: r.clickedAt.toISOString(),
    meetingDate: r.meetingDate?.toISOString() ?? null,
    provisionalDealValueCents: r.provisionalDealValueCents,
    dealValueCents: r.dealValueCents,
    closedAt: r.closedAt?.toISOString() ?? null,
    commission: c
      ? {
          id: c.id,
          status: c.status as CommissionStatus,
          amountCents: c.amountCents,
          payoutReference: c.payoutReference,
        }
      : null,
  }));
}

/** An admin marks a referral won (with the real deal value: a pending commission) or lost. */
export async function setReferralOutcome(
  db: Db,
  referralId: string,
  input: { outcome: "won" | "lost"; dealValue?: number; note?: string },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ r: affiliateReferrals, a: affiliates })
      .from(affiliateReferrals)
      .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
      .where(eq(affiliateReferrals.id, referralId))
      .for("update")
      .limit(1);
    if (!found) throw notFound("No referral has this id");
    const { r, a } = found;
    if (r.status === "rejected")
      throw conflict("outcome: a rejected referral earns nothing and cannot be closed", "outcome");
    const [existing] = await tx
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.referralId, referralId))
      .limit(1);
    if (existing?.status === "paid")
      throw conflict("outcome: the commission of this referral is already paid", "outcome");
    const settings = await getProgramSettings(tx);
    let commission = existing ?? null;
    if (input.outcome === "won") {
      const dealValueCents = Math.round((input.dealValue as number) * 100);
      const ratePercent = a.commissionRate ?? settings.defaultCommissionPercent;
      const amountCents = commissionCents(dealValueCents, ratePercent);
      await tx
        .update(affiliateReferrals)
        .set({ status: "won", dealValueCents, closedAt: new Date(), outcomeNote: input.note ?? null })
        .where(eq(affiliateReferrals.id, referralId));
      const values = {
        status: "pending",
        amountCents,
        ratePercent,
        dealValueCents,
        note: null,
        approvedAt: null,
        payoutReference: null,
      };
      [commission] = existing
        ? await tx.update(affiliateCommissions).set(values).where(eq(affiliateCommissions.id, existing.id)).returning()
        : await tx
            .insert(affiliateCommissions)
            .values({ ...values, affiliateId: a.id, referralId })
            .returning();
    } else {
      await tx
        .update(affiliateReferrals)
        .set({ status: "lost", closedAt: new Date(), outcomeNote: input.note ?? null })
        .where(eq(affiliateReferrals.id, referralId));
      if (existing) {
        [commission] = await tx
          .update(affiliateCommissions)
          .set({ status: "rejected", note: "Deal marked lost" })
          .where(eq(affiliateCommissions.id, existing.id))
          .returning();
      }
    }
    await writeAudit(tx as unknown as Db, actor, `affiliate.referral_${input.outcome}`, {
      referralId,
      affiliateId: a.id,
      dealValue: input.dealValue ?? null,
      commissionCents: commission?.amountCents ?? null,
      note: input.note ?? null,
    });
    return { referralId, status: input.outcome, commission };
  });
}

export async function listCommissionsForAdmin(db: Db, status?: CommissionStatus): Promise<AdminCommissionRow[]> {
  const rows = await db
    .select({
      c: affiliateCommissions,
      name: affiliates.name,
      code: affiliates.code,
      payoutEmail: affiliates.payoutEmail,
    })
    .from(affiliateCommissions)
    .innerJoin(affiliates, eq(affiliates.id, affiliateCommissions.affiliateId))
    .where(status ? eq(affiliateCommissions.status, status) : undefined)
    .orderBy(desc(affiliateCommissions.createdAt))
    .limit(1000);
  return rows.map(({ c, name, code, payoutEmail }) => ({
    id: c.id,
    affiliateId: c.affiliateId,
    affiliateName: name,
    affiliateCode: code,
    payoutEmail,
    referralId: c.referralId,
    status: c.status as CommissionStatus,
    amountCents: c.amountCents,
    ratePercent: c.ratePercent,
    dealValueCents: c.dealValueCents,
    payoutReference: c.payoutReference,
    note: c.note,
    createdAt: c.createdAt.toISOString(),
    paidAt: c.paidAt?.toISOString() ?? null,
  }));
}

const COMMISSION_TRANSITIONS = {
  approve: { from: ["pending"], to: "approved" },
  pay: { from: ["approved"], to: "paid" },
  reject: { from: ["pending", "approved"], to: "rejected" },
} as const;

/**
 * Approves, pays or rejects commissions in bulk: all or nothing. Every id must exist and be
 * in a state the action applies to, or nothing changes (409 naming the first that is not).
 */
export async function changeCommissions(
  db: Db,
  action: keyof typeof COMMISSION_TRANSITIONS,
  ids: string[],
  extra: { payoutReference?: string; note?: string },
  actor: AuditActor,
) {
  const rule = COMMISSION_TRANSITIONS[action];
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(affiliateCommissions)
      .where(inArray(affiliateCommissions.id, unique))
      .for("update");
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of unique) {
      const row = byId.get(id);
      if (!row) throw notFound(`ids: no commission has the id ${id}`);
      if (!(rule.from as readonly string[]).includes(row.status)) {
        throw conflict(`ids: commission ${id} is ${row.status} and cannot be given "${action}"`, "ids");
      }
    }
    const now = new Date();
    const set =
      action === "approve"
        ? { status: rule.to, approvedAt: now }
        : action === "pay"
          ? { status: rule.to, paidAt: now, payoutReference: extra.payoutReference }
          : { status: rule.to, note: extra.note };
    const updated = await tx
      .update(affiliateCommissions)
      .set(set)
      .where(inArray(affiliateCommissions.id, unique))
      .returning();
    await writeAudit(tx as unknown as Db, actor, `affiliate.commissions_${action === "pay" ? "paid" : `${action}d`}`, {
      ids: unique,
      totalCents: updated.reduce((s, c) => s + c.amountCents, 0),
      payoutReference: extra.payoutReference ?? null,
      note: extra.note ?? null,
    });
    return updated.map((c) => ({ id: c.id, status: c.status, amountCents: c.amountCents }));
  });
}
