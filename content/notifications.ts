import { CONSULTATION_MINUTES } from "#common/constants";
import { site } from "./site";

/** The short confirmation a visitor receives after an enquiry, when an admin has turned it on. */
export const visitorConfirmationEmail = {
  subject: `We received your message — ${site.name}`,
  // Nothing the visitor typed (not even the name): a form must not mail others text of its sender's choosing.
  greeting: "Hello,",
  body: [
    "Thank you for getting in touch. Your enquiry reached our team, and a specialist replies within one business day with concrete next steps.",
    `If you would rather talk it through, book a free ${CONSULTATION_MINUTES}-minute consultation at a time that suits you: ${site.schedulingUrl}`,
  ],
  signature: `The ${site.name} team · ${site.email} · ${site.phone}`,
  footer:
    "You receive this one-off message because you sent us an enquiry on our website. We will not add you to any mailing list.",
} as const;

/** The console's test messages: proof that delivery works, sent on an admin's request. */
export const testNotification = {
  emailSubject: `Test e-mail from ${site.name}`,
  emailBody:
    "This is a test of the lead notifications. If you can read it, e-mail delivery works: new enquiries will arrive at this address.",
  webhookType: "webhook.test",
  webhookSummary: "Test webhook: signed deliveries to this URL work.",
} as const;

/** The invitation to join the team; {name}, {invitedBy}, {role}, {expiresAt} are filled in. */
export const teamInvitationEmail = {
  subject: `You are invited to the ${site.name} admin console`,
  greeting: "Hello {name},",
  body: [
    `{invitedBy} invited you to join the team in the ${site.name} admin console as {role}.`,
    "Open this link to choose your password and sign in. It works once, until {expiresAt} (72 hours after it was sent):",
  ],
  signature: `The ${site.name} team · ${site.email}`,
  footer:
    "You receive this message because a member of our team invited this e-mail address. If you did not expect it, you can ignore it: nothing happens unless the link is opened.",
} as const;

/**
 * The partner program's account e-mails. Fixed text and a link the site made, never anything the
 * applicant typed: anyone can apply with anyone's address.
 */
export const partnerAccountEmail = {
  confirm: {
    subject: `Confirm your partner account — ${site.name}`,
    body: [
      "Thank you for applying to our partner program. Open this link and enter the password you chose to confirm that this e-mail is yours and sign in (the link works for 7 days):",
    ],
  },
  alreadyRegistered: {
    subject: `Your partner account — ${site.name}`,
    body: [
      "Someone applied to our partner program with this e-mail, which already has a partner account. Nothing was changed.",
      "If it was you, sign in with your existing password here, where you can also ask for a new password:",
    ],
  },
  greeting: "Hello,",
  signature: `The ${site.name} partner team · ${site.email}`,
  footer:
    "You receive this message because someone applied to our partner program with this e-mail address. If it was not you, you can ignore it.",
} as const;

/** The weekly or monthly analytics report a member chose in the console. */
export const analyticsReportEmail = {
  title: { weekly: "Your weekly analytics report", monthly: "Your monthly analytics report" },
  period: "{from} to {to} (UTC), against {previousFrom} to {previousTo}",
  lists: {
    referrers: "Top referring sites",
    utmSources: "Top campaign sources",
    pages: "Top pages",
  },
  listColumns: { now: "This period", before: "Before", change: "Change" },
  goals: {
    title: "Top goals",
    conversionsHead: "Conversions",
    /** "2 conversions, 66.7% of visits": a goal's line in the plain-text part. */
    conversions: (n: string, one: boolean) => `${n} ${one ? "conversion" : "conversions"}`,
    rate: (percent: string) => `${percent} of visits`,
    noVisits: "no visits",
    counting: "still counting past visits",
    empty: "No goals are defined yet: add them in the console's Goals panel.",
  },
  empty: "Nothing in this period.",
  none: "(none)",
  open: "Open this period in the console",
  footer: `You receive this report because you chose it in the ${site.name} admin console (Settings, "Your analytics report"). Choose "Off" there to stop it.`,
} as const;
