import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { isSelfReferral, OPEN_REFERRAL_STATUSES } from "#common/affiliates";
import type { Db } from "#server/db/client";
import { affiliateReferrals, affiliates } from "#server/db/schema/affiliates";
import { clients } from "#server/db/schema/tracking";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

const DAY_MS = 86_400_000;
export const windowStart = (days: number, now = Date.now()) => new Date(now - days * DAY_MS);

/** Unguessable: 24 random bytes, base64url, prefixed "ref_". */
export function newReferralId(): string {
  return `ref_${randomBytes(24).toString("base64url")}`;
}

const OPEN = new Set<string>(OPEN_REFERRAL_STATUSES);

/**
 * Turns one visitor's referrals into leads once the server has accepted their e-mail (a form
 * saved it on the visitor's client record), creates the referral of a visitor whose record
 * carries an approved affiliate's code but never reached track-referral, and rejects
 * self-referrals (isSelfReferral decides). Conversions after the attribution window are not
 * credited. Only single-table lookups by primary key or index: the cost does not grow with the
 * tables, and each statement is cheap to plan.
 */
export async function promoteVisitor(db: Executor, visitorId: string, windowDays: number): Promise<void> {
  const [client] = await db
    .select({
      email: clients.email,
      name: clients.name,
      affiliateCode: clients.affiliateCode,
      firstVisit: clients.firstVisit,
    })
    .from(clients)
    .where(eq(clients.id, visitorId))
    .limit(1);
  if (!client?.email) return;
  const cutoff = windowStart(windowDays);
  const referrals = await db
    .select({
      id: affiliateReferrals.id,
      affiliateId: affiliateReferrals.affiliateId,
      status: affiliateReferrals.status,
      customerEmail: affiliateReferrals.customerEmail,
      customerName: affiliateReferrals.customerName,
      clickedAt: affiliateReferrals.clickedAt,
    })
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.visitorId, visitorId));

  if (!referrals.length && client.affiliateCode && client.firstVisit >= cutoff) {
    const [affiliate] = await db
      .select({ id: affiliates.id, email: affiliates.email })
      .from(affiliates)
      .where(and(eq(affiliates.code, client.affiliateCode.toLowerCase()), eq(affiliates.status, "approved")))
      .limit(1);
    if (!affiliate) return;
    const self = isSelfReferral(affiliate.email, client.email);
    await db.insert(affiliateReferrals).values({
      id: newReferralId(),
      affiliateId: affiliate.id,
      visitorId,
      customerEmail: client.email,
      customerName: client.name || null,
      status: self ? "rejected" : "lead",
      rejectionReason: self ? "self_referral" : null,
      clickedAt: client.firstVisit,
      leadAt: new Date(),
    });
    return;
  }

  for (const referral of referrals) {
    if (!OPEN.has(referral.status)) continue;
    const gainsEmail = !referral.customerEmail && referral.status !== "lead" && referral.clickedAt >= cutoff;
    const customerEmail = gainsEmail ? client.email : referral.customerEmail;
    if (!customerEmail) continue;
    const [affiliate] = await db
      .select({ email: affiliates.email })
      .from(affiliates)
      .where(eq(affiliates.id, referral.affiliateId))
      .limit(1);
    if (affiliate && isSelfReferral(affiliate.email, customerEmail)) {
      await db
        .update(affiliateReferrals)
        .set({
          status: "rejected",
          rejectionReason: "self_referral",
          ...(gainsEmail ? { customerEmail, customerName: referral.customerName || client.name || null } : {}),
        })
        .where(eq(affiliateReferrals.id, referral.id));
    } else if (gainsEmail) {
      await db
        .update(affiliateReferrals)
        .set({
          customerEmail,
          customerName: referral.customerName || client.name || null,
          status: referral.status === "click" ? "lead" : referral.status,
          leadAt: sql`COALESCE(${affiliateReferrals.leadAt}, now())`,
        })
        .where(and(eq(affiliateReferrals.id, referral.id), isNull(affiliateReferrals.customerEmail)));
    }
  }
}
