/** The admins' view of the affiliates: the list with figures, status changes and commission rates. */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AdminAffiliateRow, AffiliateStatus } from "#common/affiliates";
import type { Db } from "#server/db/client";
import { affiliateCommissions, affiliateReferrals, affiliates } from "#server/db/schema/affiliates";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { conflict, notFound } from "#server/lib/http-errors";
import { findAffiliate } from "./accounts";

export async function listAffiliatesForAdmin(db: Db, status?: AffiliateStatus): Promise<AdminAffiliateRow[]> {
  const rows = await db
    .select()
    .from(affiliates)
    .where(status ? eq(affiliates.status, status) : undefined)
    .orderBy(desc(affiliates.createdAt));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const referralCounts = await db
    .select({
      affiliateId: affiliateReferrals.affiliateId,
      clicks: sql<number>`count(*)::int`,
      leads: sql<number>`(count(*) FILTER (WHERE ${affiliateReferrals.leadAt} IS NOT NULL AND ${affiliateReferrals.status} <> 'rejected'))::int`,
      meetings: sql<number>`(count(*) FILTER (WHERE ${affiliateReferrals.meetingBookedAt} IS NOT NULL AND ${affiliateReferrals.status} <> 'rejected'))::int`,
      won: sql<number>`(count(*) FILTER (WHERE ${affiliateReferrals.status} = 'won'))::int`,
    })
    .from(affiliateReferrals)
    .where(inArray(affiliateReferrals.affiliateId, ids))
    .groupBy(affiliateReferrals.affiliateId);
  const earnings = await db
    .select({
      affiliateId: affiliateCommissions.affiliateId,
      pendingCents: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) FILTER (WHERE ${affiliateCommissions.status} = 'pending'), 0)::bigint`,
      approvedCents: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) FILTER (WHERE ${affiliateCommissions.status} = 'approved'), 0)::bigint`,
      paidCents: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) FILTER (WHERE ${affiliateCommissions.status} = 'paid'), 0)::bigint`,
    })
    .from(affiliateCommissions)
    .where(inArray(affiliateCommissions.affiliateId, ids))
    .groupBy(affiliateCommissions.affiliateId);
  const counts = new Map(referralCounts.map((r) => [r.affiliateId, r]));
  const money = new Map(earnings.map((e) => [e.affiliateId, e]));
  return rows.map((a) => {
    const c = counts.get(a.id);
    const m = money.get(a.id);
    return {
      id: a.id,
      name: a.name,
      email: a.email,
      company: a.company,
      website: a.website,
      promotionMethod: a.promotionMethod,
      payoutEmail: a.payoutEmail,
      code: a.code,
      status: a.status as AffiliateStatus,
      statusNote: a.statusNote,
      commissionRate: a.commissionRate,
      createdAt: a.createdAt.toISOString(),
      passwordResetRequestedAt: a.passwordResetRequestedAt?.toISOString() ?? null,
      clicks: Number(c?.clicks ?? 0),
      leads: Number(c?.leads ?? 0),
      meetings: Number(c?.meetings ?? 0),
      won: Number(c?.won ?? 0),
      pendingCents: Number(m?.pendingCents ?? 0),
      approvedCents: Number(m?.approvedCents ?? 0),
      paidCents: Number(m?.paidCents ?? 0),
    };
  });
}

const TRANSITIONS: Record<
  "approve" | "reject" | "suspend" | "reinstate",
  { from: AffiliateStatus[]; to: AffiliateStatus }
> = {
  approve: { from: ["pending", "rejected"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  suspend: { from: ["approved"], to: "suspended" },
  reinstate: { from: ["suspended"], to: "approved" },
};

export async function changeAffiliateStatus(
  db: Db,
  id: string,
  action: keyof typeof TRANSITIONS,
  note: string | undefined,
  actor: AuditActor,
) {
  const affiliate = await findAffiliate(db, id);
  if (!affiliate) throw notFound("No affiliate has this id");
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(affiliate.status as AffiliateStatus)) {
    throw conflict(`action: an affiliate who is ${affiliate.status} cannot be given "${action}"`, "action");
  }
  // A suspension revokes every token the affiliate holds.
  const revoke = rule.to === "suspended" ? { tokenVersion: sql`${affiliates.tokenVersion} + 1` } : {};
  // Approval stands for the e-mail confirmation too: the team reviewed the application, so a
  // partner whose confirmation e-mail never arrived can still sign in.
  const confirm =
    rule.to === "approved" ? { emailConfirmedAt: sql`coalesce(${affiliates.emailConfirmedAt}, now())` } : {};
  const [updated] = await db
    .update(affiliates)
    .set({ status: rule.to, statusNote: note || null, statusChangedAt: new Date(), ...revoke, ...confirm })
    .where(and(eq(affiliates.id, id), eq(affiliates.status, affiliate.status)))
    .returning();
  if (!updated) throw conflict("action: the affiliate was changed meanwhile; reload and try again", "action");
  await writeAudit(db, actor, `affiliate.${action}`, {
    affiliateId: id,
    code: affiliate.code,
    from: affiliate.status,
    to: rule.to,
    note: note ?? null,
  });
  return updated;
}

export async function setCommissionRate(db: Db, id: string, rate: number | null, actor: AuditActor) {
  const affiliate = await findAffiliate(db, id);
  if (!affiliate) throw notFound("No affiliate has this id");
  const [updated] = await db.update(affiliates).set({ commissionRate: rate }).where(eq(affiliates.id, id)).returning();
  await writeAudit(db, actor, "affiliate.commission_rate_set", {
    affiliateId: id,
    from: affiliate.commissionRate,
    to: rate,
  });
  return updated;
}
