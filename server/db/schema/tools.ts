import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A result of an interactive tool that a visitor asked us to keep (the opportunity quiz's e-mail lead). */
export const toolResults = pgTable(
  "tool_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which tool: "ai-opportunity-finder". */
    tool: text("tool").notNull(),
    email: text("email").notNull(),
    /** The visitor client record (tracking) the result came from, when known. */
    clientId: text("client_id"),
    answers: jsonb("answers").notNull(),
    /** The ranked ideas as the server computed them: [{slug, fit}]. */
    result: jsonb("result").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tool_results_created_idx").on(t.createdAt),
    index("tool_results_email_idx").on(t.email),
    // Lead scoring and erasure find a visitor's results by client id.
    index("tool_results_client_idx").on(t.clientId),
  ],
);
