import { lt } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact";
import { toolResults } from "#server/db/schema/tools";

/** How often the purge runs (any process may; deleting what is already gone is harmless). */
export const FORM_PURGE_EVERY_MS = 6 * 3_600_000;

/** Deletes contact messages and quiz results older than the retention period (FORM_RETENTION_DAYS). */
export async function purgeExpiredForms(db: Db, retentionDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  const results = await db
    .delete(toolResults)
    .where(lt(toolResults.createdAt, cutoff))
    .returning({ id: toolResults.id });
  return { contactMessages: messages.length, quizResults: results.length, cutoff };
}
