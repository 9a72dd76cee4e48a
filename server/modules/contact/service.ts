import type { z } from "zod";
import type { ContactCreated, contactRequestSchema } from "../../../common/contact";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema/contact";

export type ContactInput = z.output<typeof contactRequestSchema>;

/** Stores one contact message in a single insert, so a failure leaves nothing behind. */
export async function createContactMessage(database: Database, input: ContactInput): Promise<ContactCreated> {
  const [row] = await database.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      company: input.company ?? null,
      interest: input.interest,
      message: input.message,
      clientId: input.clientId ?? null,
      affiliateCode: input.affiliateCode ?? null,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
