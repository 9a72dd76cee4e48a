/** The affiliate program's settings (default commission, attribution window, auto-approval), stored as one app setting. */
import { eq } from "drizzle-orm";
import { PROGRAM_DEFAULTS } from "#common/affiliate-program";
import { type ProgramSettings, programSettingsSchema } from "#common/affiliates";
import type { Db } from "#server/db/client";
import { appSettings } from "#server/db/schema/settings";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import type { Executor } from "./promotion";

const PROGRAM_SETTINGS_KEY = "affiliate.program";

export async function getProgramSettings(db: Executor): Promise<ProgramSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PROGRAM_SETTINGS_KEY)).limit(1);
  const parsed = programSettingsSchema.safeParse({
    ...PROGRAM_DEFAULTS,
    ...((row?.value as object | undefined) ?? {}),
  });
  return parsed.success ? parsed.data : { ...PROGRAM_DEFAULTS };
}

export async function saveProgramSettings(
  db: Db,
  settings: ProgramSettings,
  actor: AuditActor,
): Promise<ProgramSettings> {
  const before = await getProgramSettings(db);
  await db
    .insert(appSettings)
    .values({ key: PROGRAM_SETTINGS_KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
  await writeAudit(db, actor, "affiliate.settings_changed", { before, after: settings });
  return settings;
}
