import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  AFFILIATE_STATUSES,
  affiliateStatusActionSchema,
  COMMISSION_STATUSES,
  commissionApproveSchema,
  commissionPaySchema,
  commissionRateSchema,
  commissionRejectSchema,
  meetingBookedSchema,
  programSettingsSchema,
  referralOutcomeSchema,
  trackReferralSchema,
} from "../../../common/affiliate";
import { CLIENT_COOKIE_NAME } from "../../../common/tracking-rules";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/http-errors";
import { currentAdmin } from "../auth/guards";
import { affiliateAccountRoutes } from "./account-routes";
import {
  changeAffiliateStatus,
  changeCommissions,
  getProgramSettings,
  listAffiliatesForAdmin,
  listCommissionsForAdmin,
  listReferralsForAdmin,
  recordMeeting,
  saveProgramSettings,
  setCommissionRate,
  setReferralOutcome,
  trackReferral,
} from "./service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

const idParams = z.object({ id: z.uuid("must be an affiliate id") });
const referralParams = z.object({ referralId: z.string().min(1).max(100) });

export async function affiliateRoutes(app: FastifyInstance, { database, config }: { database: Database; config: Config }) {
  const { db } = database;
  await app.register(affiliateAccountRoutes, { database, config });

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

  // ------------------------------------------------ admin (the admin guard stands in front of /api/admin)

  app.get("/api/admin/affiliates", async (request) => {
    const { status } = parseInput(
      z.object({ status: z.enum(AFFILIATE_STATUSES, "must be pending, approved, rejected or suspended").optional() }),
      request.query,
    );
    return { affiliates: await listAffiliatesForAdmin(db, status), settings: await getProgramSettings(db) };
  });

  app.post("/api/admin/affiliates/:id/status", async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(affiliateStatusActionSchema, request.body);
    const updated = await changeAffiliateStatus(db, id, input.action, input.note, actorOf(request));
    return { id: updated.id, status: updated.status, statusNote: updated.statusNote };
  });

  app.put("/api/admin/affiliates/:id/commission-rate", async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(commissionRateSchema, request.body);
    const updated = await setCommissionRate(db, id, input.commissionRate, actorOf(request));
    return { id: updated.id, commissionRate: updated.commissionRate };
  });

  app.get("/api/admin/affiliates/:id/referrals", async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { referrals: await listReferralsForAdmin(db, id) };
  });

  app.post("/api/admin/affiliate-referrals/:referralId/outcome", async (request) => {
    const { referralId } = parseInput(referralParams, request.params);
    const input = parseInput(referralOutcomeSchema, request.body);
    return setReferralOutcome(db, referralId, input, actorOf(request));
  });

  app.get("/api/admin/affiliate-commissions", async (request) => {
    const { status } = parseInput(
      z.object({ status: z.enum(COMMISSION_STATUSES, "must be pending, approved, paid or rejected").optional() }),
      request.query,
    );
    return { commissions: await listCommissionsForAdmin(db, status) };
  });

  app.post("/api/admin/affiliate-commissions/approve", async (request) => {
    const input = parseInput(commissionApproveSchema, request.body);
    return { commissions: await changeCommissions(db, "approve", input.ids, {}, actorOf(request)) };
  });

  app.post("/api/admin/affiliate-commissions/pay", async (request) => {
    const input = parseInput(commissionPaySchema, request.body);
    return {
      commissions: await changeCommissions(db, "pay", input.ids, { payoutReference: input.payoutReference }, actorOf(request)),
    };
  });

  app.post("/api/admin/affiliate-commissions/reject", async (request) => {
    const input = parseInput(commissionRejectSchema, request.body);
    return { commissions: await changeCommissions(db, "reject", input.ids, { note: input.note }, actorOf(request)) };
  });

  app.get("/api/admin/affiliate-settings", async () => getProgramSettings(db));

  app.put("/api/admin/affiliate-settings", async (request) => {
    const input = parseInput(programSettingsSchema, request.body);
    return saveProgramSettings(db, input, actorOf(request));
  });
}
