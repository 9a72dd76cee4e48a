import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { appSettings } from "#server/db/schema";
import { type AuditActor, writeAudit } from "#server/lib/audit";

/** The app_settings key of "every member needs a second factor". */
export const REQUIRE_TWO_FACTOR_KEY = "admin.require_two_factor";

export async function twoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_TWO_FACTOR_KEY))
    .limit(1);
  return row?.value === true;
}

/** An owner requires (or stops requiring) a second factor of every member. */
export async function setTwoFactorRequired(db: Db, required: boolean, actor: AuditActor): Promise<void> {
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key: REQUIRE_TWO_FACTOR_KEY, value: required, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: required, updatedAt: now } });
  await writeAudit(db, actor, "settings.two_factor_policy_changed", { required });
}
