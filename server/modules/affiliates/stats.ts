/** The signed-in affiliate's figures: a day-by-day series, totals, earnings and recent referrals. */
import { desc, eq } from "drizzle-orm";
import { type AffiliateStats, type CommissionStatus, maskName, type ReferralStatus } from "#common/affiliates";
import type { Db } from "#server/db/client";
import { type AffiliateRow, affiliateCommissions, affiliateReferrals } from "#server/db/schema/affiliates";
import { badRequest } from "#server/lib/http-errors";

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export async function affiliateStats(
  db: Db,
  affiliate: AffiliateRow,
  range: { from?: string; to?: string },
): Promise<AffiliateStats> {
  const to = range.to ?? dayOf(new Date());
  const from = range.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const toMs = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  if ((toMs - fromMs) / DAY_MS > 366) throw badRequest("from: the date range may span at most 366 days", "from");

  const referrals = await db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.affiliateId, affiliate.id))
    .orderBy(desc(affiliateReferrals.clickedAt));
  const commissions = await db
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliate.id));
  const commissionByReferral = new Map(commissions.map((c) => [c.referralId, c]));

  const series = new Map<string, { date: string; clicks: number; leads: number; meetings: number; won: number }>();
  for (let t = fromMs; t < toMs; t += DAY_MS) {
    const date = dayOf(new Date(t));
    series.set(date, { date, clicks: 0, leads: 0, meetings: 0, won: 0 });
  }
  const bump = (at: Date | null, key: "clicks" | "leads" | "meetings" | "won") => {
    if (!at) return;
    const bucket = series.get(dayOf(at));
    if (bucket) bucket[key] += 1;
  };
  for (const r of referrals) {
    bump(r.clickedAt, "clicks");
    if (r.status === "rejected") continue;
    bump(r.leadAt, "leads");
    bump(r.meetingBookedAt, "meetings");
    if (r.status === "won") bump(r.closedAt, "won");
  }
  const points = [...series.values()];
  const totals = points.reduce(
    (sum, p) => ({
      clicks: sum.clicks + p.clicks,
      leads: sum.leads + p.leads,
      meetings: sum.meetings + p.meetings,
      won: sum.won + p.won,
    }),
    { clicks: 0, leads: 0, meetings: 0, won: 0 },
  );
  const earnings = { pendingCents: 0, approvedCents: 0, paidCents: 0 };
  for (const c of commissions) {
    if (c.status === "pending") earnings.pendingCents += c.amountCents;
    else if (c.status === "approved") earnings.approvedCents += c.amountCents;
    else if (c.status === "paid") earnings.paidCents += c.amountCents;
  }
  return {
    from,
    to,
    totals,
    conversionRate: totals.clicks ? Math.round((totals.leads / totals.clicks) * 1000) / 10 : null,
    series: points,
    earnings,
    recentReferrals: referrals.slice(0, 20).map((r) => {
      const c = commissionByReferral.get(r.id);
      const isLead = r.status !== "click" && r.status !== "rejected" && Boolean(r.customerEmail || r.leadAt);
      return {
        id: r.id.slice(0, 12),
        status: r.status as ReferralStatus,
        customer: isLead ? r.customerName || "Name not given" : maskName(r.customerName),
        clickedAt: r.clickedAt.toISOString(),
        commissionCents: c && c.status !== "rejected" ? c.amountCents : null,
        commissionStatus: (c?.status as CommissionStatus | undefined) ?? null,
      };
    }),
  };
}
