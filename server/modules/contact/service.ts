import type { z } from "zod";
import type { ContactCreated, contactRequestSchema } from "#common/contact";
import type { Database } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact";
import { HttpError } from "#server/lib/http-errors";
import { trackReferral } from "#server/modules/affiliates";
import { announceContactMessage } from "#server/modules/notifications";

type ContactInput = z.output<typeof contactRequestSchema>;
/** A message from another channel than the form: the voice receptionist may take a phone number only. */
type MessageInput = Omit<ContactInput, "email"> & { email?: string };

/**
 * Stores one contact message and its notification in one transaction: a failure leaves
 * nothing behind, and a stored message is always announced. `clientId` is the visitor id the
 * sender may act for (VisitorBinding.accept), never the body's own claim.
 */
export async function createContactMessage(
  database: Database,
  input: MessageInput,
  clientId: string | null = null,
  { confirmToVisitor = true }: { confirmToVisitor?: boolean } = {},
): Promise<ContactCreated> {
  const row = await database.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone ?? null,
        company: input.company ?? null,
        interest: input.interest,
        message: input.message,
        clientId,
        affiliateCode: input.affiliateCode ?? null,
      })
      .returning();
    await announceContactMessage(tx, stored, confirmToVisitor);
    return stored;
  });
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}

/**
 * A visitor who came through an affiliate (a stored referral code) becomes that affiliate's
 * lead, with the e-mail and name of the form; the affiliate module applies its rules
 * (attribution window, first touch, self-referrals). Unknown or inactive codes credit no one.
 */
export async function creditReferral(
  database: Database,
  input: ContactInput,
  visitorId: string | null,
): Promise<string | null> {
  if (!input.affiliateCode) return null;
  try {
    const result = await trackReferral(
      database.db,
      { affiliateCode: input.affiliateCode, customerEmail: input.email.toLowerCase(), customerName: input.name },
      { id: visitorId, addressHash: null },
    );
    return result.referralId;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403)) return null;
    throw error;
  }
}
