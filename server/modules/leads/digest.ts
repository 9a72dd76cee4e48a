import { eq, sql } from "drizzle-orm";
import type { DigestSettings } from "#common/digest";
import { LEAD_THRESHOLDS } from "#common/lead-score";
import { LEAD_KIND_LABELS, type LeadKind } from "#common/leads";
import { ADMIN_ROLES, canSeeLeads } from "#common/roles";
import type { Db } from "#server/db/client";
import { admins } from "#server/db/schema/admin";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { dayBefore } from "#server/lib/period";
import { num, rows, sqlList, utcDay } from "#server/lib/sql";
import { announceDigest } from "#server/modules/notifications";
import { peopleSql, syncPeople } from "./people";
import { enquiriesFrom, OPEN_STAGE_LIST } from "./sources";

/** Leads a digest names in each list; the rest are counted. */
const LISTED = 10;
const DAY = 86_400_000;

export async function getDigestSettings(db: Db, adminId: string): Promise<DigestSettings> {
  const [row] = await db.select({ hour: admins.digestHour }).from(admins).where(eq(admins.id, adminId));
  return { hour: row?.hour ?? null };
}

export async function saveDigestSettings(
  db: Db,
  adminId: string,
  next: DigestSettings,
  actor: AuditActor,
): Promise<DigestSettings> {
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ digestHour: next.hour }).where(eq(admins.id, adminId));
    await writeAudit(tx as unknown as Db, actor, "digest.settings_changed", { hour: next.hour });
  });
  return next;
}

interface NamedLead {
  id: string;
  kind: LeadKind;
  name: string | null;
  email: string | null;
  company: string | null;
  follow_up_on?: string;
}

const who = (l: NamedLead) => [l.name || l.email || "An anonymous visitor", l.company].filter(Boolean).join(", ");
const list = (leads: NamedLead[], total: number, line: (l: NamedLead) => string) => [
  ...leads.map((l) => `• ${line(l)}`),
  ...(total > leads.length ? [`… and ${total - leads.length} more`] : []),
];

const NAMED = sql`l.id, l.kind, coalesce(l.name, c.name) AS name, coalesce(l.email, c.email) AS email,
  coalesce(l.company, c.company) AS company`;

/** A hot person whose deal is still New and unanswered. */
const HOT_UNANSWERED = sql`j.lead_score >= ${LEAD_THRESHOLDS.hot} AND j.first_response_at IS NULL AND j.status = 'new'`;

/** What one admin's digest says, as labelled paragraphs for the staff e-mail. */
async function digestOf(db: Db, adminId: string, now: Date) {
  await syncPeople(db);
  const today = utcDay(now);
  const yesterday = dayBefore(today, 1);
  const dayBeforeYesterday = dayBefore(today, 2);
  const since = new Date(now.getTime() - DAY).toISOString();
  const from = sql`${enquiriesFrom()} LEFT JOIN lead_workflow w ON w.lead_id = l.id LEFT JOIN clients c ON c.id = l.client_id`;
  const [fresh, [freshCount], due, hot, [hotCount], [traffic]] = await Promise.all([
    rows<NamedLead>(
      db,
      sql`SELECT ${NAMED} FROM ${from} WHERE l.created_at >= ${since}::timestamptz
      ORDER BY l.created_at DESC LIMIT ${LISTED}`,
    ),
    rows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM ${from} WHERE l.created_at >= ${since}::timestamptz`),
    rows<NamedLead>(
      db,
      sql`SELECT ${NAMED}, to_char(w.follow_up_on, 'YYYY-MM-DD') AS follow_up_on FROM ${from}
      WHERE w.owner_id = ${adminId}::uuid AND w.follow_up_on <= ${today}::date AND w.status IN ${OPEN_STAGE_LIST}
      ORDER BY w.follow_up_on, l.created_at`,
    ),
    rows<NamedLead>(
      db,
      sql`SELECT j.id, j.kind, j.name, j.email, j.company FROM (${peopleSql()}) j WHERE ${HOT_UNANSWERED}
      ORDER BY j.lead_score DESC, j.created_at LIMIT ${LISTED}`,
    ),
    rows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM (${peopleSql()}) j WHERE ${HOT_UNANSWERED}`),
    rows<{ visitors: unknown; visitors_before: unknown; leads: unknown; leads_before: unknown }>(
      db,
      sql`SELECT
        (SELECT count(*) FROM analytics_visitor_days WHERE day = ${yesterday}::date) AS visitors,
        (SELECT count(*) FROM analytics_visitor_days WHERE day = ${dayBeforeYesterday}::date) AS visitors_before,
        (SELECT count(*) FROM ${enquiriesFrom()} WHERE l.created_at >= ${yesterday}::date AND l.created_at < ${today}::date) AS leads,
        (SELECT count(*) FROM ${enquiriesFrom()}
          WHERE l.created_at >= ${dayBeforeYesterday}::date AND l.created_at < ${yesterday}::date) AS leads_before`,
    ),
  ]);
  const overdue = due.filter((l) => (l.follow_up_on ?? "") < today).length;
  const newCount = num(freshCount?.n);
  const hotTotal = num(hotCount?.n);
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const details = [
    {
      label: "New leads in the last 24 hours",
      value: [String(newCount), ...list(fresh, newCount, (l) => `${who(l)} (${LEAD_KIND_LABELS[l.kind]})`)].join("\n"),
    },
    {
      label: "Your follow-ups",
      value: [
        `Due today: ${due.length - overdue} · Overdue: ${overdue}`,
        ...list(due.slice(0, LISTED), due.length, (l) => `${who(l)}, follow up ${l.follow_up_on}`),
      ].join("\n"),
    },
    {
      label: "Hot leads nobody has answered",
      value: [String(hotTotal), ...list(hot, hotTotal, who)].join("\n"),
    },
    {
      label: `Yesterday (${yesterday})`,
      value: `${plural(num(traffic?.visitors), "visitor")} (the day before: ${num(traffic?.visitors_before)}) · ${plural(num(traffic?.leads), "lead")} (the day before: ${num(traffic?.leads_before)})`,
    },
  ];
  const summary = `Your daily digest: ${plural(newCount, "new lead")}, ${plural(due.length, "follow-up")} due, ${plural(hotTotal, "hot lead")} to answer`;
  return { summary, details };
}

/**
 * Sends each admin whose digest hour has come today (UTC) the day's digest, once a day: marking
 * the day sent and recording the e-mail in the outbox happen in one transaction, so a digest is
 * never lost and never sent twice, by any number of processes. Returns how many were sent.
 */
const LEAD_ROLES = ADMIN_ROLES.filter(canSeeLeads);

export async function sendDueDigests(db: Db, now = new Date()): Promise<number> {
  const today = utcDay(now);
  return db.transaction(async (tx) => {
    const due = await rows<{ id: string; email: string }>(
      tx as unknown as Db,
      sql`UPDATE admins SET digest_sent_on = ${today}::date
          WHERE id IN (SELECT id FROM admins
                       WHERE digest_hour IS NOT NULL AND digest_hour <= ${now.getUTCHours()}
                         AND (digest_sent_on IS NULL OR digest_sent_on < ${today}::date)
                         -- The digest names leads: only to active members whose role sees them.
                         AND deactivated_at IS NULL AND role IN ${sqlList(LEAD_ROLES)}
                       FOR UPDATE SKIP LOCKED)
          RETURNING id, email`,
    );
    for (const admin of due) {
      const { summary, details } = await digestOf(tx as unknown as Db, admin.id, now);
      await announceDigest(tx as unknown as Db, { to: admin.email, summary, details, day: today });
    }
    return due.length;
  });
}
