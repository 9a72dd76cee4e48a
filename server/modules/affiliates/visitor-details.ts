import type { Db } from "#server/db/client";
import { rescoreClient } from "#server/modules/tracking";
import { promoteVisitor } from "./promotion";
import { getProgramSettings } from "./settings";

/**
 * One of our forms (contact, quiz, sales application) accepted a visitor's details: the
 * visitor's lead score is recomputed from what the server saw, and a referral of that visitor
 * becomes the affiliate's lead.
 */
export async function visitorDetailsAccepted(db: Db, visitorId: string): Promise<void> {
  await rescoreClient(db, visitorId);
  const settings = await getProgramSettings(db);
  await promoteVisitor(db, visitorId, settings.attributionWindowDays);
}
