import { eq } from "drizzle-orm";
import { CONTACT_INTERESTS } from "#common/contact";
import { salesRoles } from "#content/careers";
import { solutions } from "#content/solutions";
import type { Db } from "#server/db/client";
import type { BookingRow } from "#server/db/schema/bookings";
import type { contactMessages } from "#server/db/schema/contact";
import type { salesApplications } from "#server/db/schema/sales-applications";
import { type ClientRow, clients } from "#server/db/schema/tracking";
import {
  type AnalyticsReport,
  affiliatesConsoleUrl,
  analyticsConsoleUrl,
  applicationConsoleUrl,
  clientConsoleUrl,
  displayName,
  leadConsoleUrl,
  leadsConsoleUrl,
  type NoticeData,
  type NoticePerson,
  type PartnerEmail,
  personOf,
  type TeamInvitation,
  teamConsoleUrl,
} from "./events";
import { enqueueInvitationEmail, enqueueNotification, enqueuePartnerEmail, enqueueStaffEmail } from "./outbox";

/**
 * Builders of the notifications a lead raises, each called inside the transaction that
 * stores the lead: they read what was stored, never what the browser sent.
 */

type ContactRow = typeof contactMessages.$inferSelect;
type ApplicationRow = typeof salesApplications.$inferSelect;

const solutionTitles = new Map(solutions.map((s) => [s.slug, s.title]));
const interestLabels = new Map<string, string>(CONTACT_INTERESTS.map((i) => [i.value, i.label]));
const roleTitles = new Map(salesRoles.map((r) => [r.id, r.title]));

async function clientOf(tx: Db, clientId: string | null): Promise<ClientRow | null> {
  if (!clientId) return null;
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row ?? null;
}

const scoreOf = (client: ClientRow | null) => ({
  leadScore: client?.leadScore ?? null,
  leadQuality: client?.leadQuality ?? null,
});

/**
 * A contact message: to the team, and to the visitor when confirmations are on and `confirm` (a
 * message the voice receptionist took is never confirmed: its e-mail address was only heard).
 */
export async function announceContactMessage(tx: Db, row: ContactRow, confirm = true): Promise<string> {
  const person = personOf(row);
  const data: NoticeData = {
    summary: `New contact message from ${displayName(person)}`,
    source: "contact_form",
    id: row.id,
    clientId: row.clientId,
    person,
    consoleUrl: leadConsoleUrl(row.id),
    occurredAt: row.createdAt.toISOString(),
    ...scoreOf(await clientOf(tx, row.clientId)),
    details: [
      { label: "Solution of interest", value: interestLabels.get(row.interest) ?? row.interest },
      { label: "Message", value: row.message },
    ],
  };
  return enqueueNotification(tx, "lead.created", data, { confirmToVisitor: confirm });
}

/** A saved AI Opportunity Finder result: the e-mail and the top matches. */
export async function announceOpportunityResult(
  tx: Db,
  row: { id: string; email: string; clientId: string | null; createdAt: Date; result: { slug: string; fit: number }[] },
): Promise<string> {
  const client = await clientOf(tx, row.clientId);
  const person = personOf({ email: row.email, name: client?.name, phone: client?.phone, company: client?.company });
  const top = row.result
    .slice(0, 3)
    .map((idea, i) => `${i + 1}. ${solutionTitles.get(idea.slug) ?? idea.slug} (fit ${Math.round(idea.fit)}%)`);
  const data: NoticeData = {
    summary: `New AI Opportunity Finder result from ${displayName(person)}`,
    source: "opportunity_finder",
    id: row.id,
    clientId: row.clientId,
    person,
    consoleUrl: leadConsoleUrl(row.id),
    occurredAt: row.createdAt.toISOString(),
    ...scoreOf(client),
    details: top.length ? [{ label: "Top matches", value: top.join("\n") }] : [],
  };
  return enqueueNotification(tx, "lead.created", data, { confirmToVisitor: true });
}

/** A sales application (the résumé stays in the console). */
export async function announceApplication(tx: Db, row: ApplicationRow): Promise<string> {
  const person = personOf(row);
  const data: NoticeData = {
    summary: `New sales application from ${displayName(person)}`,
    source: "sales_application",
    id: row.id,
    clientId: row.clientId,
    person,
    consoleUrl: applicationConsoleUrl(row.id),
    occurredAt: row.createdAt.toISOString(),
    details: [
      { label: "Role", value: roleTitles.get(row.role as never) ?? row.role },
      { label: "Location", value: row.location },
      { label: "Years of experience", value: String(row.yearsExperience) },
      { label: "Industries", value: row.industries },
      { label: "Profile", value: row.profileUrl },
      { label: "Motivation", value: row.motivation },
    ],
  };
  return enqueueNotification(tx, "application.created", data);
}

const HOT = new Set(["Hot", "Super Hot"]);

/** True when a client record's quality moved from below Hot to Hot or Super Hot. */
export const crossedIntoHot = (before: string | null | undefined, after: string) =>
  HOT.has(after) && !HOT.has(before ?? "Cold");

/** A visitor whose lead score just crossed into Hot or Super Hot. */
export async function announceHotLead(
  tx: Db,
  client: Pick<ClientRow, "id" | "leadScore" | "leadQuality" | "updatedAt" | "pageViews" | "consultationRequests"> &
    Partial<NoticePerson>,
): Promise<string> {
  const person = personOf(client);
  const data: NoticeData = {
    summary: `${client.leadQuality} lead: ${person.name || person.email || `visitor ${client.id.slice(0, 8)}`} reached a score of ${client.leadScore}`,
    source: "lead_score",
    id: client.id,
    clientId: client.id,
    person,
    consoleUrl: clientConsoleUrl(client.id),
    occurredAt: client.updatedAt.toISOString(),
    leadScore: client.leadScore,
    leadQuality: client.leadQuality,
    details: [
      { label: "Pages viewed", value: String(client.pageViews.length) },
      { label: "Consultation clicks", value: String(client.consultationRequests) },
    ],
  };
  return enqueueNotification(tx, "lead.hot", data);
}

/** A consultation booked on the scheduling page and confirmed by its signed webhook. */
export async function announceBooking(tx: Db, row: BookingRow): Promise<string> {
  // An unverified match may be someone else's record: none of its details go out with the booker's name.
  const client = row.clientVerified ? await clientOf(tx, row.clientId) : null;
  const person = personOf({
    name: row.attendeeName,
    email: row.attendeeEmail,
    phone: client?.phone,
    company: client?.company,
  });
  const data: NoticeData = {
    summary: `Consultation booked by ${displayName(person)} for ${row.startTime.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    source: "booking",
    id: row.id,
    clientId: row.clientId,
    person,
    consoleUrl: leadConsoleUrl(row.id),
    occurredAt: row.createdAt.toISOString(),
    ...scoreOf(client),
    details: [
      { label: "Starts", value: `${row.startTime.toISOString()} (UTC)` },
      ...(row.title ? [{ label: "Event", value: row.title }] : []),
      { label: "Booked through", value: row.provider === "calcom" ? "Cal.com" : "Calendly" },
    ],
  };
  return enqueueNotification(tx, "booking.confirmed", data);
}

const partnerEmailSummaries: Record<PartnerEmail["kind"], string> = {
  confirm: "Partner account confirmation link",
  alreadyRegistered: "Partner application with the e-mail of an existing account",
};

/** An e-mail to the owner of a partner account's address: the confirmation link, or "you already have an account". */
export async function announcePartnerEmail(
  tx: Db,
  affiliate: { id: string; email: string },
  partnerEmail: PartnerEmail,
): Promise<void> {
  await enqueuePartnerEmail(tx, {
    summary: partnerEmailSummaries[partnerEmail.kind],
    source: "partner_program",
    id: affiliate.id,
    clientId: null,
    person: personOf({ email: affiliate.email }),
    consoleUrl: affiliatesConsoleUrl(),
    occurredAt: new Date().toISOString(),
    details: [],
    partnerEmail,
  });
}

export interface FollowUpDue {
  leadId: string;
  ownerEmail: string;
  /** YYYY-MM-DD */
  followUpOn: string;
  overdue: boolean;
  person: Partial<NoticePerson>;
  clientId: string | null;
  details: { label: string; value: string }[];
}

/** Reminds a lead's owner that its follow-up is due (or overdue), with a link to the lead. */
export async function announceFollowUpDue(tx: Db, due: FollowUpDue): Promise<string> {
  const person = personOf(due.person);
  const when = due.overdue ? `overdue since ${due.followUpOn}` : "due today";
  return enqueueStaffEmail(tx, "lead.follow_up_due", {
    summary: `Follow-up ${when}: ${displayName(person)}`,
    source: "follow_up",
    id: due.leadId,
    clientId: due.clientId,
    person,
    consoleUrl: leadConsoleUrl(due.leadId),
    occurredAt: new Date().toISOString(),
    details: [{ label: "Follow-up date", value: due.followUpOn }, ...due.details],
    staffRecipients: [due.ownerEmail],
  });
}

/** One admin's daily digest: the day's figures and lists, with a link to the leads inbox. */
export async function announceDigest(
  tx: Db,
  digest: { to: string; day: string; summary: string; details: { label: string; value: string }[] },
): Promise<string> {
  return enqueueStaffEmail(tx, "digest.daily", {
    summary: digest.summary,
    source: "digest",
    id: `${digest.day}:${digest.to}`,
    clientId: null,
    person: personOf({}),
    consoleUrl: leadsConsoleUrl(),
    occurredAt: new Date().toISOString(),
    details: digest.details,
    staffRecipients: [digest.to],
  });
}

/** One member's weekly or monthly analytics report (`key` names the period: one e-mail per member and period). */
export async function announceAnalyticsReport(
  tx: Db,
  mail: { to: string; key: string; report: AnalyticsReport },
): Promise<string> {
  const { report } = mail;
  const visitors = report.totals.find((t) => t.label === "Visitors")?.value ?? 0;
  return enqueueStaffEmail(tx, "analytics.report", {
    summary: `Your ${report.frequency} analytics report, ${report.from} to ${report.to}: ${visitors} visitor${visitors === 1 ? "" : "s"}`,
    source: "analytics_report",
    id: `${mail.key}:${mail.to}`,
    clientId: null,
    person: personOf({}),
    consoleUrl: analyticsConsoleUrl(report.from, report.to),
    occurredAt: new Date().toISOString(),
    details: [],
    analyticsReport: report,
    staffRecipients: [mail.to],
  });
}

/** An invitation to join the team: mailed to the invited address with its single-use link. */
export async function announceTeamInvitation(
  tx: Db,
  invitation: { id: string; email: string; name: string } & TeamInvitation,
): Promise<void> {
  const { id, email, name, ...teamInvitation } = invitation;
  await enqueueInvitationEmail(tx, {
    summary: `${name} invited to the team as ${teamInvitation.role}`,
    source: "team",
    id,
    clientId: null,
    person: personOf({ email, name }),
    consoleUrl: teamConsoleUrl(),
    occurredAt: new Date().toISOString(),
    details: [],
    teamInvitation,
  });
}
