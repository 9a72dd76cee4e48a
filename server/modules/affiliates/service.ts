import { randomInt } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { AFFILIATE_MEETING_DEAL_VALUE } from "../../../common/constants";
import {
  type AdminAffiliateRow,
  type AdminCommissionRow,
  type AdminReferralRow,
  type AffiliateProfile,
  type AffiliateStats,
  type AffiliateStatus,
  CODE_ALPHABET,
  type CommissionStatus,
  commissionCents,
  GENERATED_CODE_LENGTH,
  isSelfReferral,
  maskName,
  PROGRAM_DEFAULTS,
  type ProgramSettings,
  programSettingsSchema,
  type ReferralStatus,
} from "../../../common/affiliate";
import type { Db } from "../../db/client";
import {
  type AffiliateRow,
  affiliateCommissions,
  affiliateReferrals,
  affiliates,
  type ReferralRow,
} from "../../db/schema/affiliates";
import { appSettings } from "../../db/schema/settings";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/http-errors";
import { type AuditActor, writeAudit } from "../../lib/audit";
import { type Executor, newReferralId, promoteVisitor, windowStart } from "./promotion";

export const PROGRAM_SETTINGS_KEY = "affiliate.program";
const DAY_MS = 86_400_000;


// ---------------------------------------------------------------- settings

export async function getProgramSettings(db: Executor): Promise<ProgramSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PROGRAM_SETTINGS_KEY)).limit(1);
  const parsed = programSettingsSchema.safeParse({ ...PROGRAM_DEFAULTS, ...((row?.value as object | undefined) ?? {}) });
  return parsed.success ? parsed.data : { ...PROGRAM_DEFAULTS };
}

export async function saveProgramSettings(db: Db, settings: ProgramSettings, actor: AuditActor): Promise<ProgramSettings> {
  const before = await getProgramSettings(db);
  await db
    .insert(appSettings)
    .values({ key: PROGRAM_SETTINGS_KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
  await writeAudit(db, actor, "affiliate.settings_changed", { before, after: settings });
  return settings;
}

// ---------------------------------------------------------------- accounts

export function generateCode(length = GENERATED_CODE_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function isCodeFree(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.code, code)).limit(1);
  return !row;
}

export async function findAffiliate(db: Executor, id: string) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1);
  return row;
}

export async function profileOf(db: Db, affiliate: AffiliateRow): Promise<AffiliateProfile> {
  const settings = await getProgramSettings(db);
  return {
    id: affiliate.id,
    name: affiliate.name,
    email: affiliate.email,
    company: affiliate.company,
    website: affiliate.website,
    payoutEmail: affiliate.payoutEmail,
    code: affiliate.code,
    status: affiliate.status as AffiliateStatus,
    statusNote: affiliate.status === "approved" ? null : affiliate.statusNote,
    commissionPercent: affiliate.commissionRate ?? settings.defaultCommissionPercent,
    attributionWindowDays: settings.attributionWindowDays,
    createdAt: affiliate.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------- referral tracking

function inactiveCodeError(affiliate: AffiliateRow | undefined): HttpError | null {
  if (!affiliate) return notFound("affiliateCode: no affiliate uses this code");
  if (affiliate.status === "pending") return forbidden("affiliateCode: this affiliate account is not approved yet");
  if (affiliate.status !== "approved") return forbidden("affiliateCode: this affiliate code is not active");
  return null;
}

export interface TrackReferralResult {
  referralId: string;
  affiliateCode: string;
  created: boolean;
}

/** Midnight UTC of today: clicks are counted once per visitor, affiliate and day. */
const startOfDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * POST /api/affiliate/track-referral (and forms that carry a referral code). First touch wins:
 * a visitor attributed within the attribution window keeps that referral whatever code comes
 * later, and the same visitor always gets the same referralId. A caller without a visitor id is
 * one visitor per hashed address, affiliate and day (or per e-mail when one is given), so
 * repeated calls add no clicks or leads.
 */
export async function trackReferral(
  db: Db,
  input: { affiliateCode: string; customerEmail: string; customerName: string },
  visitor: { id: string | null; addressHash: string | null },
): Promise<TrackReferralResult> {
  const [affiliate] = await db.select().from(affiliates).where(eq(affiliates.code, input.affiliateCode)).limit(1);
  const error = inactiveCodeError(affiliate);
  if (error) throw error;
  const settings = await getProgramSettings(db);
  const cutoff = windowStart(settings.attributionWindowDays);
  const email = input.customerEmail.toLowerCase() || null;

  const result = await db.transaction(async (tx) => {
    // One writer per visitor (or per affiliate and e-mail or address) at a time, across processes.
    const lockKey = visitor.id ? `v:${visitor.id}` : `a:${affiliate.id}:${email ?? visitor.addressHash ?? ""}`;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`);

    const referral = {
      id: affiliateReferrals.id,
      code: affiliates.code,
      affiliateEmail: affiliates.email,
      customerEmail: affiliateReferrals.customerEmail,
    };
    const joined = () => tx.select(referral).from(affiliateReferrals).innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId));
    let existing: { id: string; code: string; affiliateEmail: string; customerEmail: string | null } | undefined;
    if (visitor.id) {
      [existing] = await joined()
        .where(and(eq(affiliateReferrals.visitorId, visitor.id), gte(affiliateReferrals.clickedAt, cutoff), eq(affiliates.status, "approved")))
        .orderBy(affiliateReferrals.clickedAt)
        .limit(1);
    } else if (email) {
      [existing] = await joined()
        .where(
          and(
            eq(affiliateReferrals.affiliateId, affiliate.id),
            sql`lower(${affiliateReferrals.customerEmail}) = ${email}`,
            gte(affiliateReferrals.clickedAt, cutoff),
          ),
        )
        .orderBy(affiliateReferrals.clickedAt)
        .limit(1);
    } else if (visitor.addressHash) {
      [existing] = await joined()
        .where(
          and(
            eq(affiliateReferrals.affiliateId, affiliate.id),
            isNull(affiliateReferrals.visitorId),
            eq(affiliateReferrals.addressHash, visitor.addressHash),
            gte(affiliateReferrals.clickedAt, startOfDay()),
          ),
        )
        .limit(1);
    }
    if (existing) {
      if (email && !existing.customerEmail) {
        const self = isSelfReferral(existing.affiliateEmail, email);
        await tx
          .update(affiliateReferrals)
          .set({
            customerEmail: email,
            customerName: input.customerName || sql`${affiliateReferrals.customerName}`,
            status: self
              ? sql`CASE WHEN ${affiliateReferrals.status} IN ('click', 'lead', 'meeting_booked') THEN 'rejected' ELSE ${affiliateReferrals.status} END`
              : sql`CASE WHEN ${affiliateReferrals.status} = 'click' THEN 'lead' ELSE ${affiliateReferrals.status} END`,
            rejectionReason: self ? "self_referral" : sql`${affiliateReferrals.rejectionReason}`,
            leadAt: sql`COALESCE(${affiliateReferrals.leadAt}, now())`,
          })
          .where(and(eq(affiliateReferrals.id, existing.id), isNull(affiliateReferrals.customerEmail)));
      }
      return { referralId: existing.id, affiliateCode: existing.code, created: false };
    }
    const self = isSelfReferral(affiliate.email, email);
    const [created] = await tx
      .insert(affiliateReferrals)
      .values({
        id: newReferralId(),
        affiliateId: affiliate.id,
        visitorId: visitor.id,
        addressHash: visitor.addressHash,
        customerEmail: email,
        customerName: input.customerName || null,
        status: self ? "rejected" : email ? "lead" : "click",
        rejectionReason: self ? "self_referral" : null,
        leadAt: email ? new Date() : null,
      })
      .returning({ id: affiliateReferrals.id });
    return { referralId: created.id, affiliateCode: affiliate.code, created: true };
  });
  if (visitor.id) await promoteVisitor(db, visitor.id, settings.attributionWindowDays);
  return result;
}

export interface MeetingResult {
  referralId: string;
  status: ReferralStatus;
  meetingDate: string;
  dealValue: string;
  created: boolean;
}

const dollarsToCents = (value: string | number) => Math.round(Number(value) * 100);
const centsToDollarText = (cents: number | null) => (cents === null ? "" : String(cents / 100));

/** POST /api/affiliate/meeting-booked: recorded once per referralId; a repeat returns the record. */
export async function recordMeeting(
  db: Db,
  input: { referralId: string; meetingDate: string; dealValue: typeof AFFILIATE_MEETING_DEAL_VALUE },
): Promise<MeetingResult> {
  const [found] = await db
    .select({ referral: affiliateReferrals, affiliateStatus: affiliates.status })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .where(eq(affiliateReferrals.id, input.referralId))
    .limit(1);
  if (!found) throw notFound("referralId: no referral has this id");
  const answer = (r: ReferralRow, created: boolean): MeetingResult => ({
    referralId: r.id,
    status: r.status as ReferralStatus,
    meetingDate: (r.meetingDate ?? new Date(input.meetingDate)).toISOString(),
    dealValue: centsToDollarText(r.provisionalDealValueCents),
    created,
  });
  if (found.referral.meetingBookedAt) return answer(found.referral, false);
  if (found.affiliateStatus !== "approved") throw forbidden("referralId: this referral's affiliate code is not active");
  if (found.referral.status === "rejected") throw conflict("referralId: this referral was rejected and earns nothing", "referralId");
  const settings = await getProgramSettings(db);
  if (found.referral.clickedAt < windowStart(settings.attributionWindowDays)) {
    throw new HttpError(410, "referralId: the attribution window of this referral has ended", "referralId");
  }
  const [updated] = await db
    .update(affiliateReferrals)
    .set({
      meetingBookedAt: new Date(),
      meetingDate: new Date(input.meetingDate),
      provisionalDealValueCents: dollarsToCents(input.dealValue),
      status: sql`CASE WHEN ${affiliateReferrals.status} IN ('click', 'lead') THEN 'meeting_booked' ELSE ${affiliateReferrals.status} END`,
    })
    .where(and(eq(affiliateReferrals.id, input.referralId), isNull(affiliateReferrals.meetingBookedAt)))
    .returning();
  if (updated) {
    if (updated.visitorId) await promoteVisitor(db, updated.visitorId, settings.attributionWindowDays);
    return answer(updated, true);
  }
  // Another call recorded it a moment ago.
  const [current] = await db.select().from(affiliateReferrals).where(eq(affiliateReferrals.id, input.referralId)).limit(1);
  return answer(current, false);
}

// ---------------------------------------------------------------- statistics

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export async function affiliateStats(db: Db, affiliate: AffiliateRow, range: { from?: string; to?: string }): Promise<AffiliateStats> {
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
  const commissions = await db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, affiliate.id));
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
    (sum, p) => ({ clicks: sum.clicks + p.clicks, leads: sum.leads + p.leads, meetings: sum.meetings + p.meetings, won: sum.won + p.won }),
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

// ---------------------------------------------------------------- admin

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

const TRANSITIONS: Record<"approve" | "reject" | "suspend" | "reinstate", { from: AffiliateStatus[]; to: AffiliateStatus }> = {
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
  const [updated] = await db
    .update(affiliates)
    .set({ status: rule.to, statusNote: note || null, statusChangedAt: new Date(), ...revoke })
    .where(and(eq(affiliates.id, id), eq(affiliates.status, affiliate.status)))
    .returning();
  if (!updated) throw conflict("action: the affiliate was changed meanwhile; reload and try again", "action");
  await writeAudit(db, actor, `affiliate.${action}`, { affiliateId: id, code: affiliate.code, from: affiliate.status, to: rule.to, note: note ?? null });
  return updated;
}

export async function setCommissionRate(db: Db, id: string, rate: number | null, actor: AuditActor) {
  const affiliate = await findAffiliate(db, id);
  if (!affiliate) throw notFound("No affiliate has this id");
  const [updated] = await db.update(affiliates).set({ commissionRate: rate }).where(eq(affiliates.id, id)).returning();
  await writeAudit(db, actor, "affiliate.commission_rate_set", { affiliateId: id, from: affiliate.commissionRate, to: rate });
  return updated;
}

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
      ? { id: c.id, status: c.status as CommissionStatus, amountCents: c.amountCents, payoutReference: c.payoutReference }
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
    if (r.status === "rejected") throw conflict("outcome: a rejected referral earns nothing and cannot be closed", "outcome");
    const [existing] = await tx.select().from(affiliateCommissions).where(eq(affiliateCommissions.referralId, referralId)).limit(1);
    if (existing?.status === "paid") throw conflict("outcome: the commission of this referral is already paid", "outcome");
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
      const values = { status: "pending", amountCents, ratePercent, dealValueCents, note: null, approvedAt: null, payoutReference: null };
      [commission] = existing
        ? await tx.update(affiliateCommissions).set(values).where(eq(affiliateCommissions.id, existing.id)).returning()
        : await tx.insert(affiliateCommissions).values({ ...values, affiliateId: a.id, referralId }).returning();
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
    .select({ c: affiliateCommissions, name: affiliates.name, code: affiliates.code, payoutEmail: affiliates.payoutEmail })
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
    const rows = await tx.select().from(affiliateCommissions).where(inArray(affiliateCommissions.id, unique)).for("update");
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
    const updated = await tx.update(affiliateCommissions).set(set).where(inArray(affiliateCommissions.id, unique)).returning();
    await writeAudit(tx as unknown as Db, actor, `affiliate.commissions_${action === "pay" ? "paid" : `${action}d`}`, {
      ids: unique,
      totalCents: updated.reduce((s, c) => s + c.amountCents, 0),
      payoutReference: extra.payoutReference ?? null,
      note: extra.note ?? null,
    });
    return updated.map((c) => ({ id: c.id, status: c.status, amountCents: c.amountCents }));
  });
}
