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
} from "#common/affiliates";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { parseInput } from "#server/lib/http-errors";
import type { VisitorBinding } from "#server/lib/visitor";
import { currentAdmin } from "#server/modules/auth";
import { IpHasher } from "#server/modules/tracking";
import { affiliateAccountRoutes } from "./account-routes";
import { changeAffiliateStatus, listAffiliatesForAdmin, setCommissionRate } from "./admin-affiliates";
import { changeCommissions, listCommissionsForAdmin, listReferralsForAdmin, setReferralOutcome } from "./commissions";
import { recordMeeting, trackReferral } from "./referral-tracking";
import { getProgramSettings, saveProgramSettings } from "./settings";

const idParams = z.object({ id: z.uuid("must be an affiliate id") });
const referralParams = z.object({ referralId: z.string().min(1).max(100) });

/** track-referral calls one address may make per hour: a visitor lands with a code a few times, not hundreds. */
const TRACK_REFERRALS_PER_HOUR = 30;

export async function affiliateRoutes(
  app: FastifyInstance,
  { database, config, visitors }: { database: Database; config: Config; visitors: VisitorBinding },
) {
  const { db } = database;
  await app.register(affiliateAccountRoutes, { database, config });
  const addresses = new IpHasher(db);

  /** The browser behind a public call: its visitor id (held by proof or by nobody yet) and hashed address. */
  const browserOf = async (request: FastifyRequest) => ({
    id: await visitors.accept(db, request, null),
    addressHash: await addresses.hash(request.ip),
  });

  const actorOf = (request: FastifyRequest) => {
    const admin = currentAdmin(request);
    return { id: admin.id, email: admin.email };
  };

  // ------------------------------------------------ public: referral tracking

  app.post(
    "/api/affiliate/track-referral",
    { config: { rateLimit: { max: TRACK_REFERRALS_PER_HOUR, timeWindow: "1 hour" } } },
    async (request, reply) => {
      const input = parseInput(trackReferralSchema, request.body);
      // A visitor id counts only for the browser that holds it (or while nobody does).
      const visitor = await browserOf(request);
      const result = await trackReferral(db, input, visitor);
      return reply
        .code(result.created ? 201 : 200)
        .send({ referralId: result.referralId, affiliateCode: result.affiliateCode });
    },
  );

  app.post("/api/affiliate/meeting-booked", async (request, reply) => {
    const input = parseInput(meetingBookedSchema, request.body);
    // The browser that followed the referral link, as track-referral saw it: its visitor id, or
    // its address where it had none (a visitor who declined tracking).
    const caller = await browserOf(request);
    const result = await recordMeeting(db, input, caller);
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
      commissions: await changeCommissions(
        db,
        "pay",
        input.ids,
        { payoutReference: input.payoutReference },
        actorOf(request),
      ),
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
