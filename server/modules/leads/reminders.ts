import { sql } from "drizzle-orm";
import { formatMoney } from "#common/format/money";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadKind } from "#common/leads";
import type { Db } from "#server/db/client";
import { rows, utcDay } from "#server/lib/sql";
import { announceFollowUpDue } from "#server/modules/notifications";
import { salesCurrency } from "./currency";
import { enquiriesFrom, OPEN_STAGE_LIST } from "./sources";

/** How often the server looks for follow-ups that fell due. */
export const REMINDERS_EVERY_MS = 30_000;
/** Reminders one run sends at most; the next run takes the rest. */
const REMINDERS_PER_RUN = 100;

interface DueRow {
  lead_id: string;
  follow_up_on: string;
  status: keyof typeof LEAD_STATUS_LABELS;
  deal_value: number | string | null;
  owner_email: string;
  client_id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  kind: LeadKind | null;
}

/**
 * E-mails each owner whose lead's follow-up date has come (today or earlier, in UTC), once per
 * date: marking the date reminded and recording the e-mail in the outbox happen in one
 * transaction, so a reminder is never lost and never sent twice, by any number of processes. A
 * lead nobody owns, or whose deal is won or lost, gets none. Returns how many were sent.
 */
export async function remindDueFollowUps(db: Db, now = new Date()): Promise<number> {
  const today = utcDay(now);
  const currency = await salesCurrency(db);
  return db.transaction(async (tx) => {
    const due = await rows<DueRow>(
      tx as unknown as Db,
      sql`WITH claimed AS (
            UPDATE lead_workflow w SET follow_up_reminded_on = w.follow_up_on
            WHERE w.id IN (
              SELECT id FROM lead_workflow
              WHERE follow_up_on <= ${today}::date AND owner_id IS NOT NULL
                AND status IN ${OPEN_STAGE_LIST}
                AND follow_up_reminded_on IS DISTINCT FROM follow_up_on
              ORDER BY follow_up_on LIMIT ${REMINDERS_PER_RUN}
              FOR UPDATE SKIP LOCKED)
            RETURNING w.lead_id, to_char(w.follow_up_on, 'YYYY-MM-DD') AS follow_up_on, w.status, w.deal_value, w.owner_id
          )
          SELECT k.*, a.email AS owner_email, l.client_id,
                 coalesce(l.name, c.name) AS name, coalesce(l.email, c.email) AS email,
                 coalesce(l.phone, c.phone) AS phone, coalesce(l.company, c.company) AS company, l.kind
          FROM claimed k
          JOIN admins a ON a.id = k.owner_id
          LEFT JOIN ${enquiriesFrom()} ON l.id = k.lead_id
          LEFT JOIN clients c ON c.id = l.client_id`,
    );
    for (const row of due) {
      const value = row.deal_value === null ? null : Number(row.deal_value);
      await announceFollowUpDue(tx as unknown as Db, {
        leadId: row.lead_id,
        ownerEmail: row.owner_email,
        followUpOn: row.follow_up_on,
        overdue: row.follow_up_on < today,
        person: { name: row.name, email: row.email, phone: row.phone, company: row.company },
        clientId: row.client_id,
        details: [
          ...(row.kind ? [{ label: "Enquiry", value: LEAD_KIND_LABELS[row.kind] }] : []),
          { label: "Status", value: LEAD_STATUS_LABELS[row.status] },
          ...(value === null ? [] : [{ label: "Deal value", value: formatMoney(value, currency) }]),
        ],
      });
    }
    return due.length;
  });
}
