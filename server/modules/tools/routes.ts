import type { FastifyInstance } from "fastify";
import { opportunityLeadSchema } from "../../../common/quiz/opportunity";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/http-errors";
import { recordOpportunityLead } from "./service";

/** POST /api/tools/opportunity-results: keeps an AI Opportunity Quiz result with the visitor's e-mail. */
export async function toolRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.post("/api/tools/opportunity-results", async (request, reply) => {
    const input = parseInput(opportunityLeadSchema, request.body);
    const created = await recordOpportunityLead(database, input);
    return reply.code(201).send(created);
  });
}
