import {
  partnerAccountEmail,
  teamInvitationEmail,
  testNotification,
  visitorConfirmationEmail,
} from "#content/notifications";
import type { NoticeData, PartnerEmail, TeamInvitation } from "./events";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Subject lines are one line: a visitor's newline must not start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 200);

function facts(data: NoticeData): { label: string; value: string }[] {
  const { person } = data;
  const rows = [
    { label: "Name", value: person.name },
    { label: "E-mail", value: person.email },
    { label: "Phone", value: person.phone },
    { label: "Company", value: person.company },
    { label: "Lead score", value: data.leadScore == null ? null : `${data.leadScore} (${data.leadQuality ?? "Cold"})` },
  ];
  return [...rows.filter((r): r is { label: string; value: string } => Boolean(r.value)), ...data.details];
}

const htmlPage = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;

/** The team's e-mail: every detail of the lead, and a link to it in the console. */
export function teamEmail(data: NoticeData): EmailContent {
  const rows = facts(data);
  const text = [
    data.summary,
    "",
    ...rows.map((r) => (r.value.includes("\n") ? `${r.label}:\n${r.value}\n` : `${r.label}: ${r.value}`)),
    "",
    `Open it in the console: ${data.consoleUrl}`,
  ].join("\n");
  const table = rows
    .map(
      (r) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(r.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(r.value)}</td></tr>`,
    )
    .join("");
  const html = htmlPage(
    `<h1 style="font-size:20px">${escapeHtml(data.summary)}</h1><table role="presentation">${table}</table>` +
      `<p><a href="${escapeHtml(data.consoleUrl)}" style="color:#1d4ed8">Open it in the console</a></p>`,
  );
  return { subject: oneLine(data.summary), text, html };
}

/** The visitor's short confirmation of an enquiry: fixed text only, nothing the visitor typed. */
export function visitorEmail(): EmailContent {
  const copy = visitorConfirmationEmail;
  const paragraphs = [copy.greeting, ...copy.body, copy.signature];
  return {
    subject: copy.subject,
    text: [...paragraphs, "", copy.footer].join("\n\n"),
    html: htmlPage(
      `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p style="color:#475569;font-size:13px">${escapeHtml(copy.footer)}</p>`,
    ),
  };
}

/** A partner account e-mail: fixed text and the link the site made. */
export function partnerEmail({ kind, link }: PartnerEmail): EmailContent {
  const copy = partnerAccountEmail;
  const paragraphs = [copy.greeting, ...copy[kind].body, link, copy.signature];
  return {
    subject: copy[kind].subject,
    text: [...paragraphs, "", copy.footer].join("\n\n"),
    html: htmlPage(
      `${paragraphs.map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`)).join("")}<p style="color:#475569;font-size:13px">${escapeHtml(copy.footer)}</p>`,
    ),
  };
}

/** An invitation to join the team: fixed text, the names and the link the site made. */
export function invitationEmail(name: string | null, invitation: TeamInvitation): EmailContent {
  const copy = teamInvitationEmail;
  const fill = (text: string) =>
    text
      .replace("{name}", name ?? "")
      .replace("{invitedBy}", invitation.invitedBy)
      .replace("{role}", invitation.role)
      .replace("{expiresAt}", `${invitation.expiresAt.slice(0, 16).replace("T", " ")} UTC`);
  const paragraphs = [fill(copy.greeting), ...copy.body.map(fill), invitation.link, copy.signature];
  const link = escapeHtml(invitation.link);
  return {
    subject: oneLine(copy.subject),
    text: [...paragraphs, "", copy.footer].join("\n\n"),
    html: htmlPage(
      `${paragraphs.map((p) => (p === invitation.link ? `<p><a href="${link}">${link}</a></p>` : `<p>${escapeHtml(p)}</p>`)).join("")}<p style="color:#475569;font-size:13px">${escapeHtml(copy.footer)}</p>`,
    ),
  };
}

/** The console's "Send a test e-mail". */
export function testEmail(): EmailContent {
  const copy = testNotification;
  return { subject: copy.emailSubject, text: copy.emailBody, html: htmlPage(`<p>${escapeHtml(copy.emailBody)}</p>`) };
}
