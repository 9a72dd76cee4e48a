import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  AFFILIATE_STATUSES,
  affiliateLoginSchema,
  affiliateProfileUpdateSchema,
  affiliateRegisterSchema,
  affiliateStatusActionSchema,
  COMMISSION_STATUSES,
  commissionApproveSchema,
  commissionPaySchema,
  commissionRateSchema,
  commissionRejectSchema,
  meetingBookedSchema,
  programSettingsSchema,
  referralCodeSchema,
  referralOutcomeSchema,
  statsRangeSchema,
  trackReferralSchema,
} from "../../../common/affiliate";
import { CLIENT_COOKIE_NAME } from "../../../common/tracking-rules";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { type AffiliateRow, affiliates } from "../../db/schema/affiliates";
import { HttpError, parseInput, unauthorized } from "../../lib/http-errors";
import { clearLoginFailures, lockedForSeconds, recordLoginFailure, throttleKeys } from "../../lib/login-throttle";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords";
import { bearerToken, signToken, verifyToken } from "../../lib/tokens";
import { currentAdmin, requireAdmin } from "../auth/require-admin";
import {
  affiliateStats,
  changeAffiliateStatus,
  changeCommissions,
  findAffiliate,
  findAffiliateByEmail,
  getProgramSettings,
  isCodeFree,
  listAffiliatesForAdmin,
  listCommissionsForAdmin,
  listReferralsForAdmin,
  profileOf,
  recordMeeting,
  registerAffiliate,
  saveProgramSettings,
  setCommissionRate,
  setReferralOutcome,
  trackReferral,
  updatePayoutEmail,
} from "./service";

/** Affiliate sessions last 12 hours, like a working day; the token carries the role "affiliate". */
export const AFFILIATE_TOKEN_HOURS = 12;
const WRONG_CREDENTIALS = "Incorrect e-mail or password.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the affiliate guard on every /api/affiliate/me* call. */
    affiliate?: AffiliateRow;
  }
}

/** The visitor's client record id, read from the tracking cookie (spec §3), or null. */
export function visitorIdFromCookie(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw.startsWith("%7B") ? decodeURIComponent(raw) : raw) as { id?: unknown };
    return typeof value.id === "string" && UUID.test(value.id) ? value.id.toLowerCase() : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idParams = z.object({ id: z.uuid("must be an affiliate id") });
const referralParams = z.object({ referralId: z.string().min(1).max(100) });

export async function affiliateRoutes(app: FastifyInstance, { database, config }: { database: Database; config: Config }) {
  const { db } = database;

  async function requireAffiliate(request: FastifyRequest, _reply: FastifyReply) {
    const payload = await verifyToken(bearerToken(request.headers.authorization), "affiliate");
    if (!payload || !UUID.test(payload.sub)) throw unauthorized("Sign-in required");
    const affiliate = await findAffiliate(db, payload.sub);
    if (!affiliate) throw unauthorized("Sign-in required");
    request.affiliate = affiliate;
  }
  const me = (request: FastifyRequest) => {
    if (!request.affiliate) throw unauthorized("Sign-in required");
    return request.affiliate;
  };
  const actorOf = (request: FastifyRequest) => {
    const admin = currentAdmin(request);
    return { id: admin.id, email: admin.email };
  };

  // ------------------------------------------------ public: referral tracking (spec §7)

  app.post("/api/affiliate/track-referral", async (request, reply) => {
    const input = parseInput(trackReferralSchema, request.body);
    const visitorId = visitorIdFromCookie(request.cookies[CLIENT_COOKIE_NAME]);
    const result = await trackReferral(db, input, visitorId);
    return reply.code(result.created ? 201 : 200).send({ referralId: result.referralId, affiliateCode: result.affiliateCode });
  });

  app.post("/api/affiliate/meeting-booked", async (request, reply) => {
    const input = parseInput(meetingBookedSchema, request.body);
    const result = await recordMeeting(db, input);
    return reply.code(result.created ? 201 : 200).send(result);
  });

  // ------------------------------------------------ public: accounts

  /** The public terms the sign-up page shows (the program settings, without auto-approval). */
  app.get("/api/affiliate/program", async () => {
    const settings = await getProgramSettings(db);
    return { commissionPercent: settings.defaultCommissionPercent, attributionWindowDays: settings.attributionWindowDays };
  });

  app.get("/api/affiliate/code-available", async (request) => {
    const { code } = parseInput(z.object({ code: referralCodeSchema }), request.query);
    return { code, available: await isCodeFree(db, code) };
  });

  app.post("/api/affiliate/register", { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } }, async (request, reply) => {
    const input = parseInput(affiliateRegisterSchema, request.body);
    const affiliate = await registerAffiliate(db, input);
    const token = await signToken({ sub: affiliate.id, role: "affiliate" }, AFFILIATE_TOKEN_HOURS);
    reply.header("cache-control", "no-store");
    return reply.code(201).send({ token, affiliate: await profileOf(db, affiliate) });
  });

  app.post("/api/affiliate/login", async (request, reply) => {
    const input = parseInput(affiliateLoginSchema, request.body);
    // Own throttle keys: an affiliate and an admin with the same e-mail do not share a counter.
    const keys = throttleKeys(request.ip, `affiliate:${input.email}`, config.JWT_SECRET as string);
    const locked = await lockedForSeconds(db, keys);
    const tooMany = (seconds: number) => {
      reply.header("retry-after", String(seconds));
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return new HttpError(429, `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
    };
    if (locked > 0) throw tooMany(locked);
    const affiliate = await findAffiliateByEmail(db, input.email);
    const ok = await verifyPassword(input.password, affiliate?.passwordHash ?? (await dummyPasswordHash()));
    if (!affiliate || !ok) {
      const result = await recordLoginFailure(db, keys);
      if (result.delayMs) await sleep(result.delayMs);
      if (result.lockedForSeconds) throw tooMany(result.lockedForSeconds);
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    await clearLoginFailures(db, keys.filter((k) => k.startsWith("account:")));
    await db.update(affiliates).set({ lastLoginAt: new Date() }).where(eq(affiliates.id, affiliate.id));
    reply.header("cache-control", "no-store");
    return { token: await signToken({ sub: affiliate.id, role: "affiliate" }, AFFILIATE_TOKEN_HOURS) };
  });

  // ------------------------------------------------ the signed-in affiliate

  app.get("/api/affiliate/me", { preHandler: requireAffiliate }, async (request) => profileOf(db, me(request)));

  app.patch("/api/affiliate/me", { preHandler: requireAffiliate }, async (request) => {
    const input = parseInput(affiliateProfileUpdateSchema, request.body);
    const updated = await updatePayoutEmail(db, me(request), input.payoutEmail);
    return profileOf(db, updated);
  });

  app.get("/api/affiliate/stats", { preHandler: requireAffiliate }, async (request) => {
    const range = parseInput(statsRangeSchema, request.query);
    return affiliateStats(db, me(request), range);
  });

  // ------------------------------------------------ admin (spec §5: Bearer adminToken)

  app.get("/api/admin/affiliates", { preHandler: requireAdmin }, async (request) => {
    const { status } = parseInput(
      z.object({ status: z.enum(AFFILIATE_STATUSES, "must be pending, approved, rejected or suspended").optional() }),
      request.query,
    );
    return { affiliates: await listAffiliatesForAdmin(db, status), settings: await getProgramSettings(db) };
  });

  app.post("/api/admin/affiliates/:id/status", { preHandler: requireAdmin }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(affiliateStatusActionSchema, request.body);
    const updated = await changeAffiliateStatus(db, id, input.action, input.note, actorOf(request));
    return { id: updated.id, status: updated.status, statusNote: updated.statusNote };
  });

  app.put("/api/admin/affiliates/:id/commission-rate", { preHandler: requireAdmin }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(commissionRateSchema, request.body);
    const updated = await setCommissionRate(db, id, input.commissionRate, actorOf(request));
    return { id: updated.id, commissionRate: updated.commissionRate };
  });

  app.get("/api/admin/affiliates/:id/referrals", { preHandler: requireAdmin }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { referrals: await listReferralsForAdmin(db, id) };
  });

  app.post("/api/admin/affiliate-referrals/:referralId/outcome", { preHandler: requireAdmin }, async (request) => {
    const { referralId } = parseInput(referralParams, request.params);
    const input = parseInput(referralOutcomeSchema, request.body);
    return setReferralOutcome(db, referralId, input, actorOf(request));
  });

  app.get("/api/admin/affiliate-commissions", { preHandler: requireAdmin }, async (request) => {
    const { status } = parseInput(
      z.object({ status: z.enum(COMMISSION_STATUSES, "must be pending, approved, paid or rejected").optional() }),
      request.query,
    );
    return { commissions: await listCommissionsForAdmin(db, status) };
  });

  app.post("/api/admin/affiliate-commissions/approve", { preHandler: requireAdmin }, async (request) => {
    const input = parseInput(commissionApproveSchema, request.body);
    return { commissions: await changeCommissions(db, "approve", input.ids, {}, actorOf(request)) };
  });

  app.post("/api/admin/affiliate-commissions/pay", { preHandler: requireAdmin }, async (request) => {
    const input = parseInput(commissionPaySchema, request.body);
    return {
      commissions: await changeCommissions(db, "pay", input.ids, { payoutReference: input.payoutReference }, actorOf(request)),
    };
  });

  app.post("/api/admin/affiliate-commissions/reject", { preHandler: requireAdmin }, async (request) => {
    const input = parseInput(commissionRejectSchema, request.body);
    return { commissions: await changeCommissions(db, "reject", input.ids, { note: input.note }, actorOf(request)) };
  });

  app.get("/api/admin/affiliate-settings", { preHandler: requireAdmin }, async () => getProgramSettings(db));

  app.put("/api/admin/affiliate-settings", { preHandler: requireAdmin }, async (request) => {
    const input = parseInput(programSettingsSchema, request.body);
    return saveProgramSettings(db, input, actorOf(request));
  });
}
