import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  type AdminAccount,
  DEFAULT_TRACKING_SETTINGS,
  TRACKING_SETTING_KEYS,
  type TrackingSettings,
} from "#common/admin";
import type { Db } from "#server/db/client";
import { admins, appSettings } from "#server/db/schema";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { conflict, notFound } from "#server/lib/http-errors";
import { iso } from "#server/lib/sql";
import { publicAdminColumns } from "#server/modules/auth";

export async function listAdmins(db: Db): Promise<AdminAccount[]> {
  const list = await db.select(publicAdminColumns).from(admins).orderBy(asc(admins.createdAt), asc(admins.email));
  return list.map((a) => ({
    ...a,
    createdAt: iso(a.createdAt),
    lastLoginAt: a.lastLoginAt ? iso(a.lastLoginAt) : null,
    deactivatedAt: a.deactivatedAt ? iso(a.deactivatedAt) : null,
  }));
}

/** Sets the signed-in admin's display name (null: the e-mail stands in again). */
export async function renameAdmin(
  db: Db,
  admin: AuditActor & { id: string },
  name: string | null,
): Promise<{ name: string | null }> {
  await db.update(admins).set({ displayName: name }).where(eq(admins.id, admin.id));
  await writeAudit(db, admin, "admin.renamed", { name });
  return { name };
}

/** Removes an admin; the last one, or the last active owner, cannot be removed (checked under a lock, so two removals cannot race). */
export async function removeAdmin(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await tx
      .select({ id: admins.id, email: admins.email, role: admins.role, deactivatedAt: admins.deactivatedAt })
      .from(admins)
      .for("update");
    const target = all.find((a) => a.id === id);
    if (!target) throw notFound("Admin not found");
    if (all.length <= 1) throw conflict("The last admin cannot be removed.");
    if (!all.some((a) => a.id !== id && a.role === "owner" && !a.deactivatedAt))
      throw conflict("The team must keep at least one active owner: make another member an owner first.");
    await tx.delete(admins).where(eq(admins.id, id));
    await writeAudit(tx as unknown as Db, actor, "admin.removed", { email: target.email });
  });
}

export async function getTrackingSettings(db: Db): Promise<TrackingSettings> {
  const keys = Object.values(TRACKING_SETTING_KEYS);
  const list = await db.select().from(appSettings).where(inArray(appSettings.key, keys));
  const value = (key: string) => list.find((r) => r.key === key)?.value;
  const honor = value(TRACKING_SETTING_KEYS.honorPrivacySignals);
  const days = Number(value(TRACKING_SETTING_KEYS.retentionDays));
  return {
    honorPrivacySignals: typeof honor === "boolean" ? honor : DEFAULT_TRACKING_SETTINGS.honorPrivacySignals,
    retentionDays: Number.isInteger(days) && days > 0 ? days : DEFAULT_TRACKING_SETTINGS.retentionDays,
  };
}

export async function saveTrackingSettings(
  db: Db,
  next: TrackingSettings,
  actor: AuditActor,
): Promise<TrackingSettings> {
  const before = await getTrackingSettings(db);
  await db.transaction(async (tx) => {
    for (const [field, key] of Object.entries(TRACKING_SETTING_KEYS) as [keyof TrackingSettings, string][]) {
      await tx
        .insert(appSettings)
        .values({ key, value: next[field] })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    }
    const changes = Object.fromEntries(
      (Object.keys(next) as (keyof TrackingSettings)[])
        .filter((k) => before[k] !== next[k])
        .map((k) => [k, { from: before[k], to: next[k] }]),
    );
    await writeAudit(tx as unknown as Db, actor, "settings.tracking_updated", changes);
  });
  return next;
}
