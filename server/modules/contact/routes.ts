import type { FastifyInstance } from "fastify";
import { contactRequestSchema } from "#common/contact";
import type { Database } from "#server/db/client";
import { CONTACT_ROUTE } from "#server/lib/form-limit";
import { parseInput } from "#server/lib/http-errors";
import type { VisitorBinding } from "#server/lib/visitor";
import { visitorDetailsAccepted } from "#server/modules/affiliates";
import { createContactMessage, creditReferral } from "./service";

/**
 * POST /api/contact: validates the whole body first (400 naming the field), then stores it.
 * The message counts for the visitor's lead score only when this browser may act for that
 * visitor id; a visitor who came through an affiliate becomes that affiliate's lead.
 */
export async function contactRoutes(
  app: FastifyInstance,
  { database, visitors, formsPerHour }: { database: Database; visitors: VisitorBinding; formsPerHour: number },
) {
  app.post(
    CONTACT_ROUTE,
    { config: { rateLimit: { max: formsPerHour, timeWindow: "1 hour" } } },
    async (request, reply) => {
      const input = parseInput(contactRequestSchema, request.body);
      const visitorId = await visitors.accept(database.db, request, input.clientId);
      const created = await createContactMessage(database, input, visitorId);
      if (visitorId) await visitorDetailsAccepted(database.db, visitorId);
      await creditReferral(database, input, visitorId).catch((error) => {
        // The message is stored; a referral that cannot be credited must not fail the form.
        request.log.warn({ err: error }, "contact: referral not credited");
      });
      return reply.code(201).send(created);
    },
  );
}
