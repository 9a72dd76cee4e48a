import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#server/db/client";
import { clientKey } from "#server/lib/client-address";
import { currentAdmin } from "./guards";
import { findAdminById } from "./service";
import { confirmCurrentPassword } from "./sign-in";

/**
 * The signed-in admin's password, checked again before a sensitive action, so a stolen token alone
 * cannot take it: `400 currentPassword: is not your current password` otherwise, counted like a
 * failed sign-in (a stolen token cannot guess the password either). Returns the admin's record.
 */
export async function confirmAdminPassword(
  db: Db,
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  currentPassword: string,
) {
  const admin = await findAdminById(db, currentAdmin(request).id);
  const attempt = {
    role: "admin" as const,
    email: admin.email,
    password: currentPassword,
    address: clientKey(request.ip),
  };
  await confirmCurrentPassword(db, secret, attempt, admin, reply);
  return admin;
}
