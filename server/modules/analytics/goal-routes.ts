import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dateRangeSchema } from "#common/admin";
import { filtersSchema } from "#common/analytics-filters";
import { funnelInputSchema, goalInputSchema } from "#common/analytics-goals";
import { comparisonSchema } from "#common/analytics-period";
import type { Database } from "#server/db/client";
import { parseInput } from "#server/lib/http-errors";
import { currentAdmin } from "#server/modules/auth";
import { createFunnel, deleteFunnel, funnelsReport, updateFunnel } from "./funnels";
import { createGoal, deleteGoal, goalsReport, updateGoal } from "./goals";
import { refreshBeforeAnswer } from "./summaries";

const reportQuerySchema = z.object({ compare: comparisonSchema, f: filtersSchema }).and(dateRangeSchema);
const funnelsQuerySchema = z.object({ f: filtersSchema }).and(dateRangeSchema);
const goalParams = z.object({ id: z.uuid("must be a goal id") });
const funnelParams = z.object({ id: z.uuid("must be a funnel id") });

/**
 * Goals and custom funnels of the journey analytics (behind the admin guard): each list comes with
 * its figures for the period and filters asked for, read from the sessions the summaries hold.
 */
export function goalRoutes(app: FastifyInstance, database: Database) {
  const { db } = database;

  app.get("/api/admin/analytics/goals", async (request) => {
    const { compare, f, ...range } = parseInput(reportQuerySchema, request.query);
    await refreshBeforeAnswer(database, app.log);
    return goalsReport(db, range, compare, f);
  });

  app.post("/api/admin/analytics/goals", async (request, reply) =>
    reply.code(201).send(await createGoal(db, parseInput(goalInputSchema, request.body), currentAdmin(request))),
  );

  app.put("/api/admin/analytics/goals/:id", async (request) =>
    updateGoal(
      db,
      parseInput(goalParams, request.params).id,
      parseInput(goalInputSchema, request.body),
      currentAdmin(request),
    ),
  );

  app.delete("/api/admin/analytics/goals/:id", async (request, reply) => {
    await deleteGoal(db, parseInput(goalParams, request.params).id, currentAdmin(request));
    return reply.code(204).send();
  });

  app.get("/api/admin/analytics/funnels", async (request) => {
    const { f, ...range } = parseInput(funnelsQuerySchema, request.query);
    await refreshBeforeAnswer(database, app.log);
    return funnelsReport(db, range, f);
  });

  app.post("/api/admin/analytics/funnels", async (request, reply) =>
    reply.code(201).send(await createFunnel(db, parseInput(funnelInputSchema, request.body), currentAdmin(request))),
  );

  app.put("/api/admin/analytics/funnels/:id", async (request) =>
    updateFunnel(
      db,
      parseInput(funnelParams, request.params).id,
      parseInput(funnelInputSchema, request.body),
      currentAdmin(request),
    ),
  );

  app.delete("/api/admin/analytics/funnels/:id", async (request, reply) => {
    await deleteFunnel(db, parseInput(funnelParams, request.params).id, currentAdmin(request));
    return reply.code(204).send();
  });
}
