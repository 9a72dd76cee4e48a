import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { reauthenticateSchema } from "#common/admin";
import {
  handOverSchema,
  invitationAcceptSchema,
  invitationLookupSchema,
  invitationSchema,
  roleChangeSchema,
} from "#common/team";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { parseInput } from "#server/lib/http-errors";
import { currentAdmin, issueToken, requireSudoOrPassword, startSession } from "#server/modules/auth";
import {
  acceptInvitation,
  changeRole,
  handOver,
  invite,
  leadOwnerChoices,
  listTeam,
  previewInvitation,
  revokeInvitation,
  setActive,
} from "./service";

const idParams = z.object({ id: z.uuid("must be a UUID") });

/**
 * The team: members, roles, invitations (owners only, by route-permissions.ts), the lead owners
 * Sales may pick from, and the public accept page's two calls. Every change asks for the owner's
 * password again, so a stolen token alone cannot add or promote anyone.
 */
export async function teamRoutes(app: FastifyInstance, { database, config }: { database: Database; config: Config }) {
  const { db } = database;
  const secret = config.JWT_SECRET as string;
  const confirm = (
    request: Parameters<typeof currentAdmin>[0],
    reply: Parameters<typeof requireSudoOrPassword>[3],
    password: string,
  ) => requireSudoOrPassword(db, secret, request, reply, password);

  app.get("/api/admin/team", async () => listTeam(db));

  app.get("/api/admin/lead-owners", async () => ({ items: await leadOwnerChoices(db) }));

  app.put("/api/admin/team/:id/role", async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { role, currentPassword } = parseInput(roleChangeSchema, request.body);
    await confirm(request, reply, currentPassword);
    await changeRole(db, id, role, currentAdmin(request));
    return reply.code(204).send();
  });

  for (const [action, active] of [
    ["deactivate", false],
    ["reactivate", true],
  ] as const) {
    app.post(`/api/admin/team/:id/${action}`, async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { currentPassword } = parseInput(reauthenticateSchema, request.body ?? {});
      await confirm(request, reply, currentPassword);
      await setActive(db, id, active, currentAdmin(request));
      return reply.code(204).send();
    });
  }

  app.post("/api/admin/team/hand-over", async (request, reply) => {
    const { to, myNewRole, currentPassword } = parseInput(handOverSchema, request.body);
    await confirm(request, reply, currentPassword);
    await handOver(db, to, myNewRole, currentAdmin(request));
    return reply.code(204).send();
  });

  app.post("/api/admin/team/invitations", async (request, reply) => {
    const { currentPassword, ...input } = parseInput(invitationSchema, request.body);
    await confirm(request, reply, currentPassword);
    return reply.code(201).send(await invite(db, input, currentAdmin(request)));
  });

  app.delete("/api/admin/team/invitations/:id", async (request, reply) => {
    await revokeInvitation(db, parseInput(idParams, request.params).id, currentAdmin(request));
    return reply.code(204).send();
  });

  // ---- Public: the accept page (the link's token is the only key).

  app.post("/api/team/invitation", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return previewInvitation(db, parseInput(invitationLookupSchema, request.body).token);
  });

  app.post("/api/team/invitation/accept", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { token, password } = parseInput(invitationAcceptSchema, request.body);
    const member = await acceptInvitation(db, token, password);
    const sessionId = await startSession(db, member.id, request, false);
    return reply.code(201).send({ token: await issueToken("admin", member, config.ADMIN_TOKEN_HOURS, sessionId) });
  });
}
