import { desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { adminAuditLog } from "#server/db/schema/admin";

export interface AuditActor {
  id: string | null;
  email: string;
}

/** Appends one entry to the audit log. Details never hold a password or a hash. */
export async function writeAudit(db: Db, actor: AuditActor, action: string, details: Record<string, unknown> = {}) {
  await db.insert(adminAuditLog).values({ adminId: actor.id, adminEmail: actor.email, action, details });
}

export async function listAudit(db: Db, limit = 100) {
  return db
    .select({
      id: adminAuditLog.id,
      adminEmail: adminAuditLog.adminEmail,
      action: adminAuditLog.action,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(limit);
}
