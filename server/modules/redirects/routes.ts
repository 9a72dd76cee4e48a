import type { FastifyInstance } from "fastify";
import { missingPagesQuerySchema, redirectImportSchema, redirectInputSchema } from "#common/redirects";
import { z } from "#common/zod";
import type { Database } from "#server/db/client";
import { writeAudit } from "#server/lib/audit";
import { parseInput } from "#server/lib/http-errors";
import { currentAdmin } from "#server/modules/auth";
import type { RedirectRules } from "./rules";
import { createRedirect, deleteRedirect, importRedirects, missingPages, redirectsCsv } from "./service";

const idParamsSchema = z.object({ id: z.uuid("must be a redirect id") });

/**
 * Redirects an admin manages: the rules (list, add, delete, CSV export and import) and the paths
 * visitors found missing. Every change reaches this process at once and the others within seconds.
 */
export async function redirectRoutes(
  app: FastifyInstance,
  { database, rules }: { database: Database; rules: RedirectRules },
) {
  const { db } = database;

  app.get("/api/admin/redirects", async () => ({ rules: rules.list() }));

  app.post("/api/admin/redirects", async (request, reply) => {
    const id = await createRedirect(db, parseInput(redirectInputSchema, request.body), currentAdmin(request));
    await rules.refresh(true);
    return reply.code(201).send({ id });
  });

  app.delete("/api/admin/redirects/:id", async (request) => {
    await deleteRedirect(db, parseInput(idParamsSchema, request.params).id, currentAdmin(request));
    await rules.refresh(true);
    return { deleted: true };
  });

  app.get("/api/admin/redirects/export.csv", async (request, reply) => {
    await rules.refresh(true);
    await writeAudit(db, currentAdmin(request), "redirect.exported", { rules: rules.list().length });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="redirects-${stamp}.csv"`)
      .send(redirectsCsv(rules.list()));
  });

  app.post("/api/admin/redirects/import", async (request) => {
    const { csv } = parseInput(redirectImportSchema, request.body);
    const result = await importRedirects(db, csv, currentAdmin(request));
    await rules.refresh(true);
    return result;
  });

  app.get("/api/admin/redirects/missing", async (request) => {
    const { period } = parseInput(missingPagesQuerySchema, request.query);
    return {
      pages: await missingPages(db, period, (path) => {
        const found = rules.find(path);
        return found ? found.location : null;
      }),
    };
  });
}

/**
 * Sends a request a rule matches to its target, before any route or file answers it. Only page
 * requests: the API and the hashed assets are never redirected.
 */
export function applyRedirects(app: FastifyInstance, rules: RedirectRules) {
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.url;
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      url.startsWith("/api/") ||
      url.startsWith("/assets/")
    )
      return done();
    const found = rules.find(url);
    if (!found) return done();
    // A rule can be deleted: browsers keep even a 301 only for a while.
    reply.code(found.status).header("location", found.location).header("cache-control", "public, max-age=600").send();
  });
}
