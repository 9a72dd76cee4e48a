import type { FastifyInstance } from "fastify";
import { contactRequestSchema } from "../../../common/contact";
import { CLIENT_COOKIE_NAME } from "../../../common/tracking-rules";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/http-errors";
import { visitorIdFromCookie } from "../affiliates/routes";
import { createContactMessage, creditReferral } from "./service";

/**
 * POST /api/contact: validates the whole body first (400 naming the field), then stores it.
 * A visitor who came through an affiliate becomes that affiliate's lead.
 */
export async function contactRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.post("/api/contact", async (request, reply) => {
    const input = parseInput(contactRequestSchema, request.body);
    const created = await createContactMessage(database, input);
    const visitorId = input.clientId ?? visitorIdFromCookie(request.cookies[CLIENT_COOKIE_NAME]);
    await creditReferral(database, input, visitorId).catch((error) => {
      // The message is stored; a referral that cannot be credited must not fail the form.
      request.log.warn({ err: error }, "contact: referral not credited");
    });
    return reply.code(201).send(created);
  });
}
