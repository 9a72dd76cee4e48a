import type { FastifyInstance, FastifyRequest } from "fastify";
import { digestSettingsSchema } from "#common/digest";
import {
  leadBoardQuerySchema,
  leadBulkUpdateSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadMergeParamsSchema,
  leadMergeSchema,
  leadNoteSchema,
  leadUpdateSchema,
} from "#common/leads";
import { revenueQuerySchema, salesSettingsSchema } from "#common/revenue";
import type { Database } from "#server/db/client";
import { writeAudit } from "#server/lib/audit";
import { parseInput } from "#server/lib/http-errors";
import { refreshBeforeAnswer } from "#server/modules/analytics";
import { currentAdmin, requireSudo } from "#server/modules/auth";
import { leadsCsv } from "./csv";
import { salesCurrency, saveSalesSettings } from "./currency";
import { mergePeople, undoMerge } from "./deals";
import { getDigestSettings, saveDigestSettings } from "./digest";
import { storyChecks } from "./journey";
import { revenueReport } from "./revenue";
import {
  addLeadNote,
  countLeads,
  getLead,
  leadBoard,
  leadsForExport,
  listLeads,
  startNewDeal,
  updateLead,
  updateLeads,
} from "./service";

/**
 * The leads inbox under /api/admin/leads: every enquiry with its follow-up workflow and deal; the
 * revenue report; the sales settings. The admin guard of the /api/admin prefix admits admins only
 * and marks every answer no-store.
 */
export async function leadRoutes(
  app: FastifyInstance,
  {
    database,
    secret,
  }: { database: Database /** JWT_SECRET: checks the voice answers a story tells. */; secret: string },
) {
  const { db } = database;
  const checks = storyChecks(secret);

  const viewer = (request: FastifyRequest) => ({ adminId: currentAdmin(request).id, now: new Date() });

  app.get("/api/admin/leads", async (request) =>
    listLeads(db, parseInput(leadListQuerySchema, request.query), viewer(request)),
  );

  app.get("/api/admin/leads/counts", async () => countLeads(db));

  app.get("/api/admin/leads/board", async (request) =>
    leadBoard(db, parseInput(leadBoardQuerySchema, request.query), viewer(request)),
  );

  app.get("/api/admin/leads/export.csv", async (request, reply) => {
    requireSudo(request);
    const { page: _page, pageSize: _size, ...filters } = parseInput(leadListQuerySchema, request.query);
    const leads = await leadsForExport(db, filters, viewer(request));
    await writeAudit(db, currentAdmin(request), "leads.exported", { rows: leads.length, filters });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${stamp}.csv"`)
      .send(leadsCsv(leads));
  });

  app.post("/api/admin/leads/bulk", async (request) => {
    const { ids, change } = parseInput(leadBulkUpdateSchema, request.body);
    return updateLeads(db, ids, change, currentAdmin(request));
  });

  app.get("/api/admin/leads/:id", async (request) =>
    getLead(db, parseInput(leadIdParamsSchema, request.params).id, checks),
  );

  app.patch("/api/admin/leads/:id", async (request) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    return updateLead(db, id, parseInput(leadUpdateSchema, request.body), currentAdmin(request));
  });

  app.post("/api/admin/leads/:id/notes", async (request, reply) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    const note = await addLeadNote(db, id, parseInput(leadNoteSchema, request.body).body, currentAdmin(request));
    return reply.code(201).send(note);
  });

  app.post("/api/admin/leads/:id/deals", async (request, reply) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    return reply.code(201).send(await startNewDeal(db, id, currentAdmin(request)));
  });

  app.post("/api/admin/leads/:id/merge", async (request) => {
    const { id } = parseInput(leadIdParamsSchema, request.params);
    const { from } = parseInput(leadMergeSchema, request.body);
    return { mergeId: await mergePeople(db, id, from, currentAdmin(request)) };
  });

  app.post("/api/admin/leads/merges/:mergeId/undo", async (request) => {
    await undoMerge(db, parseInput(leadMergeParamsSchema, request.params).mergeId, currentAdmin(request));
    return { undone: true };
  });

  app.get("/api/admin/revenue", async (request) => {
    const { period } = parseInput(revenueQuerySchema, request.query);
    // Visitors come from the analytics summaries: fold the newest events in first, as the dashboard does.
    await refreshBeforeAnswer(database, app.log);
    return revenueReport(db, period);
  });

  app.get("/api/admin/settings/sales", async () => ({ currency: await salesCurrency(db) }));

  app.put("/api/admin/settings/sales", async (request) =>
    saveSalesSettings(db, parseInput(salesSettingsSchema, request.body), currentAdmin(request)),
  );

  app.get("/api/admin/me/digest", async (request) => getDigestSettings(db, currentAdmin(request).id));

  app.put("/api/admin/me/digest", async (request) => {
    const admin = currentAdmin(request);
    return saveDigestSettings(db, admin.id, parseInput(digestSettingsSchema, request.body), admin);
  });
}
