import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  type AuditEntry,
  adminNameUpdateSchema,
  clientListQuerySchema,
  createAdminSchema,
  dashboardQuerySchema,
  reauthenticateSchema,
  trackingSettingsSchema,
} from "#common/admin";
import { allows } from "#common/roles";
import type { Database } from "#server/db/client";
import { listAudit, writeAudit } from "#server/lib/audit";
import { parseInput } from "#server/lib/http-errors";
import { iso } from "#server/lib/sql";
import { refreshBeforeAnswer } from "#server/modules/analytics";
import { createAdmin, currentAdmin, requireSudo, requireSudoOrPassword } from "#server/modules/auth";
import { storyChecks } from "#server/modules/leads";
import { clientsCsv, clientsForExport, deleteClient, getClient, listClients } from "./clients";
import { dashboard } from "./dashboard";
import { getTrackingSettings, listAdmins, removeAdmin, renameAdmin, saveTrackingSettings } from "./settings";

const clientIdParams = z.object({
  id: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters"),
});
const adminIdParams = z.object({ id: z.uuid("must be a UUID") });

/**
 * The admin console's API. The admin guard stands in front of every route here (see
 * auth/guards.ts: 401 without a valid token, `Cache-Control: no-store` on every answer).
 */
export async function adminRoutes(
  app: FastifyInstance,
  { database, secret }: { database: Database /** JWT_SECRET: keys the failed-password counters. */; secret: string },
) {
  const { db } = database;

  app.get("/api/admin/dashboard", async (request) => {
    const { period } = parseInput(dashboardQuerySchema, request.query);
    await refreshBeforeAnswer(database, app.log);
    const answer = await dashboard(db, period);
    // Every member sees the figures; the people behind them only with the role that opens them.
    const { role } = currentAdmin(request);
    return {
      ...answer,
      hotLeads: allows(role, "seeClients") ? answer.hotLeads : [],
      newSalesApplications: allows(role, "seeApplications") ? answer.newSalesApplications : null,
      pendingAffiliateApplications: allows(role, "manageAffiliates") ? answer.pendingAffiliateApplications : null,
    };
  });

  app.get("/api/admin/clients", async (request) => listClients(db, parseInput(clientListQuerySchema, request.query)));

  app.get("/api/admin/clients/export.csv", async (request, reply) => {
    requireSudo(request);
    const query = parseInput(clientListQuerySchema, request.query);
    const records = await clientsForExport(db, query);
    const admin = currentAdmin(request);
    const { page: _page, pageSize: _size, ...filters } = query;
    await writeAudit(db, admin, "clients.exported", { rows: records.length, filters });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="clients-${stamp}.csv"`)
      .send(clientsCsv(records));
  });

  const checks = storyChecks(secret);
  app.get("/api/admin/clients/:id", async (request) =>
    getClient(db, parseInput(clientIdParams, request.params).id, checks),
  );

  app.delete("/api/admin/clients/:id", async (request) => {
    const { id } = parseInput(clientIdParams, request.params);
    requireSudo(request);
    const deleted = await deleteClient(db, id);
    await writeAudit(db, currentAdmin(request), "client.deleted", { clientId: id, ...deleted });
    return { deleted };
  });

  app.get("/api/admin/admins", async () => ({ items: await listAdmins(db) }));

  app.post("/api/admin/admins", async (request, reply) => {
    const input = parseInput(createAdminSchema, request.body);
    await requireSudoOrPassword(db, secret, request, reply, input.currentPassword);
    const created = await createAdmin(
      db,
      input.email,
      input.password,
      currentAdmin(request),
      input.role,
      input.name ?? null,
    );
    return reply.code(201).send({
      ...created,
      createdAt: iso(created.createdAt),
      lastLoginAt: created.lastLoginAt ? iso(created.lastLoginAt) : null,
      deactivatedAt: created.deactivatedAt ? iso(created.deactivatedAt) : null,
    });
  });

  app.put("/api/admin/me/name", async (request) => {
    const { name } = parseInput(adminNameUpdateSchema, request.body);
    return renameAdmin(db, currentAdmin(request), name);
  });

  app.delete("/api/admin/admins/:id", async (request, reply) => {
    const { currentPassword } = parseInput(reauthenticateSchema, request.body ?? {});
    await requireSudoOrPassword(db, secret, request, reply, currentPassword);
    await removeAdmin(db, parseInput(adminIdParams, request.params).id, currentAdmin(request));
    return reply.code(204).send();
  });

  app.get("/api/admin/settings/tracking", async () => getTrackingSettings(db));

  app.put("/api/admin/settings/tracking", async (request) => {
    const saved = await saveTrackingSettings(
      db,
      parseInput(trackingSettingsSchema, request.body),
      currentAdmin(request),
    );
    app.privacySignals.honored = saved.honorPrivacySignals; // other processes pick it up on their next read
    return saved;
  });

  app.get("/api/admin/audit-log", async (): Promise<{ items: AuditEntry[] }> => {
    const list = await listAudit(db);
    return {
      items: list.map((e) => ({ ...e, details: e.details as Record<string, unknown>, createdAt: iso(e.createdAt) })),
    };
  });
}
