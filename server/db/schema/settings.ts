import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key-value settings that admins change at run time (tracking, affiliate program …). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
