import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { currentPasswordSchema, dateRangeSchema } from "#common/admin";
import { comparisonSchema } from "#common/analytics-period";
import { shareLinkInputSchema, shareUnlockSchema } from "#common/analytics-reports";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { clientKey } from "#server/lib/client-address";
import { HttpError, parseInput, unauthorized } from "#server/lib/http-errors";
import { bearerToken, signToken, verifyToken } from "#server/lib/tokens";
import { currentAdmin, requireSudoOrPassword, throttledPasswordCheck } from "#server/modules/auth";
import {
  activeLink,
  createShareLink,
  linkOfToken,
  listShareLinks,
  revokeShareLink,
  SHARE_MESSAGES,
  sharedAnalytics,
} from "./shared-links";
import { refreshBeforeAnswer } from "./summaries";

/** How long a shared view stays open after its password: a working day. Revoking ends it sooner. */
const SHARED_VIEW_HOURS = 12;

const createSchema = shareLinkInputSchema.extend({ currentPassword: currentPasswordSchema });
const linkParams = z.object({ id: z.uuid("must be a share link id") });
const sharedQuerySchema = z.object({ compare: comparisonSchema }).and(dateRangeSchema);

/**
 * The shared analytics links: managed in the console (Marketing and owners), and opened by anyone
 * with the link and its password. A shared view has its own token and its own two routes, which
 * answer aggregate figures only; the token opens nothing under /api/admin.
 */
export async function sharedLinkRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  const secret = config.JWT_SECRET as string;

  app.get("/api/admin/analytics/share-links", async () => ({ items: await listShareLinks(db) }));

  // Creating a link opens the figures to people outside the team for as long as it lives, beyond
  // any admin token: the member's password is asked again, so a stolen token alone cannot do it.
  app.post("/api/admin/analytics/share-links", async (request, reply) => {
    const { currentPassword, ...input } = parseInput(createSchema, request.body);
    await requireSudoOrPassword(db, secret, request, reply, currentPassword);
    return reply.code(201).send(await createShareLink(db, input, currentAdmin(request)));
  });

  app.delete("/api/admin/analytics/share-links/:id", async (request, reply) => {
    await revokeShareLink(db, parseInput(linkParams, request.params).id, currentAdmin(request));
    return reply.code(204).send();
  });

  app.post("/api/shared/unlock", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { token, password } = parseInput(shareUnlockSchema, request.body);
    const link = await linkOfToken(db, token);
    const attempt = { role: "share" as const, email: link.id, password, address: clientKey(request.ip) };
    if (!(await throttledPasswordCheck(db, secret, attempt, link.passwordHash, reply)))
      throw new HttpError(401, SHARE_MESSAGES.password);
    return { token: await signToken({ sub: link.id, role: "share", ver: 0 }, SHARED_VIEW_HOURS), name: link.name };
  });

  /** The link of a shared view's token: 401 without a valid one, 410 once the link is revoked. */
  const sharedLink = async (request: FastifyRequest) => {
    const payload = await verifyToken(bearerToken(request.headers.authorization), "share");
    const link = payload && z.uuid().safeParse(payload.sub).success ? await activeLink(db, payload.sub) : null;
    if (!link) throw unauthorized("Open the shared link and enter its password.");
    return link;
  };

  app.get("/api/shared/analytics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const link = await sharedLink(request);
    const { compare, ...range } = parseInput(sharedQuerySchema, request.query);
    await refreshBeforeAnswer(database, app.log);
    return sharedAnalytics(db, link.name, range, compare);
  });
}
