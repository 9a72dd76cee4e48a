import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { catchUpAll } from "./summaries";

/**
 * Known journeys for the report tests (exports, shared links, e-mail reports): each visit one
 * visitor, one session, its pages viewed a second apart from `at`.
 */
export interface SeedVisit {
  client: string;
  at: Date;
  pages: string[];
  campaign?: string;
  source?: string;
  referrer?: string;
  device?: string;
  country?: string;
  /** The visitor sent the contact form at the end of the visit: a lead, with a name and an e-mail. */
  lead?: { name: string; email: string };
}

export async function seedVisits(db: Db, visits: readonly SeedVisit[]): Promise<void> {
  for (const v of visits) {
    const at = v.at.toISOString();
    const session = `sess_${v.client}_${v.at.getTime()}`;
    await db.execute(sql`
      INSERT INTO clients (id, first_visit, last_visit, referrer, utm_source, utm_campaign, page_views, name, email)
      VALUES (${v.client}, ${at}::timestamptz, ${at}::timestamptz, ${v.referrer ?? null}, ${v.source ?? null}, ${v.campaign ?? null},
              ${JSON.stringify(v.pages)}::jsonb, ${v.lead?.name ?? null}, ${v.lead?.email ?? null})
      ON CONFLICT (id) DO NOTHING`);
    for (const [k, page] of v.pages.entries()) {
      const when = new Date(v.at.getTime() + k * 1000).toISOString();
      await db.execute(sql`
        INSERT INTO journey_events (id, client_id, session_id, event_type, page, occurred_at, received_at, device_type, country)
        VALUES (${`${session}-${k}`}, ${v.client}, ${session}, 'page_view', ${page}, ${when}::timestamptz,
                ${when}::timestamptz, ${v.device ?? "Desktop"}, ${v.country ?? null})`);
    }
    if (v.lead) {
      const when = new Date(v.at.getTime() + 60_000).toISOString();
      await db.execute(sql`
        INSERT INTO contact_messages (name, email, interest, message, client_id, created_at)
        VALUES (${v.lead.name}, ${v.lead.email}, 'other', 'Please call me about a voice agent.', ${v.client}, ${when}::timestamptz)`);
    }
  }
  await catchUpAll(db, { minAgeMs: 0 });
}
