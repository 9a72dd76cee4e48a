import type { FastifyInstance } from "fastify";
import { opportunityLeadSchema } from "#common/tools/quiz/opportunity-schema";
import type { Database } from "#server/db/client";
import { badRequest } from "#server/lib/http-errors";
import type { VisitorBinding } from "#server/lib/visitor";
import { visitorDetailsAccepted } from "#server/modules/affiliates";
import { recordOpportunityLead } from "./service";

/** POST /api/tools/opportunity-results: keeps an AI Opportunity Quiz result with the visitor's e-mail. */
export async function toolRoutes(
  app: FastifyInstance,
  { database, visitors, formsPerHour }: { database: Database; visitors: VisitorBinding; formsPerHour: number },
) {
  app.post(
    "/api/tools/opportunity-results",
    { config: { rateLimit: { max: formsPerHour, timeWindow: "1 hour" } } },
    async (request, reply) => {
      // The schema is zod/mini (it also runs in the browser), so it is checked here rather than
      // with parseInput; the answer has the same shape: 400 naming the first field at fault.
      const parsed = opportunityLeadSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.length ? issue.path.join(".") : "body";
        throw badRequest(`${field}: ${issue?.message ?? "Invalid input"}`, field);
      }
      // Counted for the visitor's lead score only when this browser may act for that visitor id.
      const visitorId = await visitors.accept(database.db, request, parsed.data.clientId);
      const created = await recordOpportunityLead(database, parsed.data, visitorId);
      if (visitorId) await visitorDetailsAccepted(database.db, visitorId);
      return reply.code(201).send(created);
    },
  );
}
