import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Raw bytes: Buffer for node-postgres, Uint8Array from PGlite; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One application for a sales role (the public form at /sales-careers). */
export const salesApplications = pgTable(
  "sales_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    role: text("role").notNull(),
    name: text("name").notNull(),
    /** Lower-cased, so the 30-day duplicate rule ignores case. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    industries: text("industries").notNull(),
    profileUrl: text("profile_url").notNull(),
    motivation: text("motivation").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("new"),
    /** The visitor client record (tracking) the application came from, when known. */
    clientId: text("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sales_applications_email_created_idx").on(t.email, t.createdAt),
    index("sales_applications_status_created_idx").on(t.status, t.createdAt),
    // Lead scoring finds a visitor's applications by client id.
    index("sales_applications_client_idx").on(t.clientId),
  ],
);

/**
 * The résumé, kept in the database beside its application: every process behind a load
 * balancer sees it, backups hold it, and deleting the application deletes it (cascade).
 */
export const salesApplicationFiles = pgTable("sales_application_files", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => salesApplications.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
  data: bytea("data").notNull(),
});

export const salesApplicationNotes = pgTable(
  "sales_application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => salesApplications.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sales_application_notes_app_idx").on(t.applicationId, t.createdAt)],
);

/**
 * Every change to an application: creation, status moves, notes, downloads and deletion.
 * No foreign key, so the trail of a deleted application survives its deletion.
 */
export const salesApplicationAudit = pgTable(
  "sales_application_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id").notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sales_application_audit_app_idx").on(t.applicationId, t.createdAt)],
);
