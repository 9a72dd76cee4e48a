/**
 * What visitors and forms report: a referral link was followed (track-referral) and a meeting
 * was booked. The server decides attribution from what it stored itself.
 */
import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { isSelfReferral, OPEN_REFERRAL_STATUSES, type ReferralStatus } from "#common/affiliates";
import type { AFFILIATE_MEETING_DEAL_VALUE } from "#common/constants";
import type { Db } from "#server/db/client";
import { type AffiliateRow, affiliateReferrals, affiliates, type ReferralRow } from "#server/db/schema/affiliates";
import { conflict, forbidden, HttpError, notFound } from "#server/lib/http-errors";
import { newReferralId, promoteVisitor, windowStart } from "./promotion";
import { getProgramSettings } from "./settings";

function inactiveCodeError(affiliate: AffiliateRow | undefined): HttpError | null {
  if (!affiliate) return notFound("affiliateCode: no affiliate uses this code");
  if (affiliate.status === "pending") return forbidden("affiliateCode: this affiliate account is not approved yet");
  if (affiliate.status !== "approved") return forbidden("affiliateCode: this affiliate code is not active");
  return null;
}

interface TrackReferralResult {
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
    const joined = () =>
      tx
        .select(referral)
        .from(affiliateReferrals)
        .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId));
    let existing: { id: string; code: string; affiliateEmail: string; customerEmail: string | null } | undefined;
    if (visitor.id) {
      [existing] = await joined()
        .where(
          and(
            eq(affiliateReferrals.visitorId, visitor.id),
            gte(affiliateReferrals.clickedAt, cutoff),
            eq(affiliates.status, "approved"),
          ),
        )
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
              ? sql`CASE WHEN ${inArray(affiliateReferrals.status, [...OPEN_REFERRAL_STATUSES])} THEN 'rejected' ELSE ${affiliateReferrals.status} END`
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

interface MeetingResult {
  referralId: string;
  status: ReferralStatus;
  meetingDate: string;
  dealValue: string;
  created: boolean;
}

const dollarsToCents = (value: string | number) => Math.round(Number(value) * 100);
const centsToDollarText = (cents: number | null) => (cents === null ? "" : String(cents / 100));

/**
 * POST /api/affiliate/meeting-booked: recorded once per referralId; a repeat returns the record.
 * Only the browser the referral was tracked for may report its meeting: a referral id seen
 * elsewhere (a shared link, a guess) cannot confirm meetings for an affiliate.
 */
export async function recordMeeting(
  db: Db,
  input: { referralId: string; meetingDate: string; dealValue: typeof AFFILIATE_MEETING_DEAL_VALUE },
  caller: { id: string | null; addressHash: string | null },
): Promise<MeetingResult> {
  const [found] = await db
    .select({ referral: affiliateReferrals, affiliateStatus: affiliates.status })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .where(eq(affiliateReferrals.id, input.referralId))
    .limit(1);
  if (!found) throw notFound("referralId: no referral has this id");
  const { visitorId, addressHash } = found.referral;
  const sameBrowser = visitorId ? visitorId === caller.id : addressHash !== null && addressHash === caller.addressHash;
  if (!sameBrowser) throw new HttpError(403, "referralId: this referral was tracked for another browser", "referralId");
  const answer = (r: ReferralRow, created: boolean): MeetingResult => ({
    referralId: r.id,
    status: r.status as ReferralStatus,
    meetingDate: (r.meetingDate ?? new Date(input.meetingDate)).toISOString(),
    dealValue: centsToDollarText(r.provisionalDealValueCents),
    created,
  });
  if (found.referral.meetingBookedAt) return answer(found.referral, false);
  if (found.affiliateStatus !== "approved") throw forbidden("referralId: this referral's affiliate code is not active");
  if (found.referral.status === "rejected")
    throw conflict("referralId: this referral was rejected and earns nothing", "referralId");
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
  const [current] = await db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.id, input.referralId))
    .limit(1);
  return answer(current, false);
}
