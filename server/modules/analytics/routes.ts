import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dateRangeSchema } from "#common/admin";
import { filtersSchema, segmentInputSchema } from "#common/analytics-filters";
import { comparisonSchema } from "#common/analytics-period";
import { reportSettingsSchema } from "#common/analytics-reports";
import { SESSION_ID_PATTERN } from "#common/tracking-rules";
import type { Database } from "#server/db/client";
import { parseInput } from "#server/lib/http-errors";
import { currentAdmin } from "#server/modules/auth";
import { journeyAnalytics, recentSessions, sessionDetail } from "./analytics";
import { getReportSettings, saveReportSettings } from "./email-report";
import { exportQuerySchema, panelCsv } from "./export";
import { goalRoutes } from "./goal-routes";
import { type LiveHubOptions, streamLiveVisitors } from "./live";
import { createSegment, deleteSegment, listSegments } from "./segments";
import { refreshBeforeAnswer } from "./summaries";
import { realUserSpeed } from "./vitals";

const analyticsQuerySchema = z.object({ compare: comparisonSchema, f: filtersSchema }).and(dateRangeSchema);
const sessionsQuerySchema = z.object({ f: filtersSchema }).and(dateRangeSchema);

const segmentParams = z.object({ id: z.uuid("must be a segment id") });

const sessionParams = z.object({
  sessionId: z.string().max(64).regex(SESSION_ID_PATTERN, "must look like sess_<random>_<timestamp>"),
});

/**
 * The journey analytics API of the admin console (behind the admin guard, like every
 * /api/admin/ route). The summaries are caught up by a background job (server/jobs.ts) and,
 * bounded, before each answer.
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  { database, clock, live }: { database: Database; clock?: () => Date; live?: Partial<LiveHubOptions> },
) {
  const { db } = database;

  streamLiveVisitors(app, database, clock, live);
  goalRoutes(app, database);

  app.get("/api/admin/analytics", async (request) => {
    const { compare, f, ...range } = parseInput(analyticsQuerySchema, request.query);
    await refreshBeforeAnswer(database, app.log);
    return journeyAnalytics(db, range, compare, f);
  });

  // Aggregate counts, no person in them: open to every role that sees the analytics.
  app.get("/api/admin/analytics/export.csv", async (request, reply) => {
    const query = parseInput(exportQuerySchema, request.query);
    await refreshBeforeAnswer(database, app.log);
    const { fileName, csv } = await panelCsv(db, query);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(csv);
  });

  // Folded at ingestion: nothing to catch up first.
  app.get("/api/admin/analytics/vitals", async (request) =>
    realUserSpeed(db, parseInput(dateRangeSchema, request.query)),
  );

  // Each member's own choice of the e-mail report.
  app.get("/api/admin/me/analytics-report", async (request) => getReportSettings(db, currentAdmin(request).id));
  app.put("/api/admin/me/analytics-report", async (request) => {
    const admin = currentAdmin(request);
    return saveReportSettings(db, admin.id, parseInput(reportSettingsSchema, request.body), admin);
  });

  app.get("/api/admin/analytics/segments", async () => ({ items: await listSegments(db) }));

  app.post("/api/admin/analytics/segments", async (request, reply) => {
    const saved = await createSegment(db, parseInput(segmentInputSchema, request.body), currentAdmin(request));
    return reply.code(201).send(saved);
  });

  app.delete("/api/admin/analytics/segments/:id", async (request, reply) => {
    await deleteSegment(db, parseInput(segmentParams, request.params).id, currentAdmin(request));
    return reply.code(204).send();
  });

  app.get("/api/admin/analytics/sessions", async (request) => {
    const { f, ...range } = parseInput(sessionsQuerySchema, request.query);
    return { items: await recentSessions(db, range, f) };
  });

  app.get("/api/admin/analytics/sessions/:sessionId", async (request) =>
    sessionDetail(db, parseInput(sessionParams, request.params).sessionId),
  );
}
