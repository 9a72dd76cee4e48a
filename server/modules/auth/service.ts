import { count, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AdminRole } from "#common/roles";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { admins } from "#server/db/schema/admin";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { conflict, unauthorized } from "#server/lib/http-errors";
import { hashPassword } from "#server/lib/passwords";

/** The columns of an admin that may leave the server (never the password hash). */
export const publicAdminColumns = {
  id: admins.id,
  email: admins.email,
  name: admins.displayName,
  role: admins.role,
  createdAt: admins.createdAt,
  lastLoginAt: admins.lastLoginAt,
  deactivatedAt: admins.deactivatedAt,
};

async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return Number(row?.n ?? 0);
}

/** Creates an admin (e-mail lower-cased) with a role; 409 when the e-mail is taken. */
export async function createAdmin(
  db: Db,
  email: string,
  password: string,
  actor: AuditActor,
  role: AdminRole,
  displayName: string | null = null,
) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(admins)
    .values({ email: normalized, passwordHash, displayName, role })
    .onConflictDoNothing({ target: admins.email })
    .returning(publicAdminColumns);
  if (!created) throw conflict("email: an admin with this e-mail already exists", "email");
  await writeAudit(db, actor, "admin.created", { email: normalized, role });
  return created;
}

export async function findAdminByEmail(db: Db, email: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase())).limit(1);
  return admin;
}

export async function findAdminById(db: Db, id: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!admin) throw unauthorized("Sign-in required");
  return admin;
}

export async function touchAdminLogin(db: Db, id: string): Promise<void> {
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, id));
}

/** Bumps the admin's token version: every token issued before stops working. Returns the new version. */
export async function revokeAdminTokens(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(admins)
    .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id))
    .returning({ tokenVersion: admins.tokenVersion });
  if (!row) throw unauthorized("Sign-in required");
  return row.tokenVersion;
}

/** Sets a new password and revokes every older token; returns the new token version. */
export async function changeAdminPassword(
  db: Db,
  admin: { id: string; email: string },
  newPassword: string,
): Promise<number> {
  const [row] = await db
    .update(admins)
    .set({
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: new Date(),
      tokenVersion: sql`${admins.tokenVersion} + 1`,
    })
    .where(eq(admins.id, admin.id))
    .returning({ tokenVersion: admins.tokenVersion });
  if (!row) throw unauthorized("Sign-in required");
  await writeAudit(db, admin, "admin.password_changed", {});
  return row.tokenVersion;
}

/**
 * First start: with ADMIN_EMAIL and ADMIN_PASSWORD set and no admin yet, creates that admin, the
 * team's owner.
 * There is never a default password: without them, the log says how to create one.
 */
export async function bootstrapFirstAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    try {
      await createAdmin(
        db,
        config.ADMIN_EMAIL,
        config.ADMIN_PASSWORD,
        {
          id: null,
          email: "ADMIN_EMAIL on first start",
        },
        "owner",
      );
      log.info(`created the first admin ${config.ADMIN_EMAIL.toLowerCase()} from ADMIN_EMAIL / ADMIN_PASSWORD`);
    } catch (error) {
      // Another process created it at the same moment: nothing to do.
      if ((await countAdmins(db)) === 0) throw error;
    }
    return;
  }
  log.warn("no admin account exists yet: run `npm run admin:create` or set ADMIN_EMAIL and ADMIN_PASSWORD");
}
