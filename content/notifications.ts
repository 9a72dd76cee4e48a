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
