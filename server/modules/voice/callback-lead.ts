import { CONTACT_INTERESTS, CONTACT_LIMITS, type ContactInterest, contactFormSchema } from "#common/contact";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";
import type { Database } from "#server/db/client";
import { createContactMessage } from "#server/modules/contact";
import type { CallbackRequest } from "./dialog/receptionist";

/**
 * A message the virtual receptionist took is stored exactly like a contact-form message, so
 * it reaches the same place (and the leads inbox) with no second path to maintain.
 */
export async function storeCallback(database: Database, request: CallbackRequest): Promise<boolean> {
  const solution = prebuiltSolutions.find((s) => request.topic.includes(s.title));
  const interest: ContactInterest =
    solution && CONTACT_INTERESTS.some((i) => i.value === solution.slug)
      ? (solution.slug as ContactInterest)
      : "not-sure";
  const message = `Callback request taken by the voice demo's virtual receptionist. About: ${request.topic}. Preferred time: ${request.time}.`;
  // The form's own rules, so a spoken message is held to the same limits as a typed one.
  const checked = contactFormSchema.omit({ email: true }).safeParse({
    name: request.name,
    phone: request.phone,
    company: request.company,
    interest,
    message: message.slice(0, CONTACT_LIMITS.messageMax),
  });
  const email = request.email ? contactFormSchema.shape.email.safeParse(request.email) : null;
  if (!checked.success || (email && !email.success) || (!request.phone && !email?.success)) return false;
  // No confirmation e-mail: the address was only heard, and anyone can speak anyone's address.
  await createContactMessage(database, { ...checked.data, email: email?.success ? email.data : undefined }, null, {
    confirmToVisitor: false,
  });
  return true;
}
