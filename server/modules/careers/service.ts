import { createHash, randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationStatus,
  type ApplicationSummary,
  allowedNextStatuses,
  type applicationListQuerySchema,
  canMoveTo,
  DUPLICATE_WINDOW_DAYS,
  RESUME_CONTENT_TYPES,
  type ResumeKind,
  type SalesApplicationFields,
  type SalesRoleId,
  STATUS_LABELS,
  safeResumeFileName,
} from "#common/careers/application";
import type { Db } from "#server/db/client";
import {
  salesApplicationAudit,
  salesApplicationFiles,
  salesApplicationNotes,
  salesApplications,
} from "#server/db/schema/sales-applications";
import { writeAudit } from "#server/lib/audit";
import { conflict, notFound } from "#server/lib/http-errors";
import { announceApplication } from "#server/modules/notifications";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ResumeUpload {
  kind: ResumeKind;
  originalName: string;
  bytes: Buffer;
}

type ApplicationRow = typeof salesApplications.$inferSelect;

function summary(row: ApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    role: row.role as SalesRoleId,
    name: row.name,
    email: row.email,
    location: row.location,
    yearsExperience: row.yearsExperience,
    status: row.status as ApplicationStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores an application, its résumé and its notification in one transaction: all or none. A
 * second application from the same e-mail within the duplicate window is answered like a fresh
 * one but not stored; a transaction-scoped advisory lock on the e-mail makes two simultaneous
 * submissions wait for each other, so the rule holds across processes too.
 */
export async function createApplication(db: Db, fields: SalesApplicationFields, resume: ResumeUpload) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sales-application:${fields.email}`}))`);
    const since = new Date(Date.now() - DUPLICATE_WINDOW_DAYS * DAY_MS);
    const [previous] = await tx
      .select({ createdAt: salesApplications.createdAt })
      .from(salesApplications)
      .where(and(eq(salesApplications.email, fields.email), gt(salesApplications.createdAt, since)))
      .orderBy(desc(salesApplications.createdAt))
      .limit(1);
    // The same answer as a fresh application: the form must not tell anyone that this e-mail
    // applied already, or when. The first application stays the one under review.
    if (previous) return { id: randomUUID(), status: "new" as const, createdAt: new Date().toISOString() };
    const now = new Date();
    const [row] = await tx
      .insert(salesApplications)
      .values({
        role: fields.role,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        location: fields.location,
        yearsExperience: fields.yearsExperience,
        industries: fields.industries,
        profileUrl: fields.profileUrl,
        motivation: fields.motivation,
        consentAt: now,
        clientId: fields.clientId ?? null,
        status: "new",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const fileName = safeResumeFileName(resume.originalName, resume.kind);
    await tx.insert(salesApplicationFiles).values({
      applicationId: row.id,
      fileName,
      contentType: RESUME_CONTENT_TYPES[resume.kind],
      sizeBytes: resume.bytes.length,
      sha256: createHash("sha256").update(resume.bytes).digest("hex"),
      data: resume.bytes,
    });
    await tx.insert(salesApplicationAudit).values({
      applicationId: row.id,
      actor: "applicant",
      action: "submitted",
      details: { role: fields.role, resumeType: resume.kind, sizeBytes: resume.bytes.length },
    });
    await announceApplication(tx, row);
    return { id: row.id, status: "new" as const, createdAt: row.createdAt.toISOString() };
  });
}

export async function listApplications(
  db: Db,
  query: z.output<typeof applicationListQuerySchema>,
): Promise<ApplicationList> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(salesApplications.status, query.status));
  if (query.role) filters.push(eq(salesApplications.role, query.role));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(salesApplications.name, pattern), ilike(salesApplications.email, pattern)) as SQL);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(salesApplications).where(where);
  const rows = await db
    .select()
    .from(salesApplications)
    .where(where)
    .orderBy(desc(salesApplications.createdAt), desc(salesApplications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(summary), total: Number(total), page: query.page, pageSize: query.pageSize };
}

export async function getApplication(db: Db, id: string): Promise<ApplicationDetail> {
  const [row] = await db.select().from(salesApplications).where(eq(salesApplications.id, id));
  if (!row) throw notFound("Application not found");
  const [resume] = await db
    .select({
      fileName: salesApplicationFiles.fileName,
      contentType: salesApplicationFiles.contentType,
      sizeBytes: salesApplicationFiles.sizeBytes,
      sha256: salesApplicationFiles.sha256,
    })
    .from(salesApplicationFiles)
    .where(eq(salesApplicationFiles.applicationId, id));
  const notes = await db
    .select()
    .from(salesApplicationNotes)
    .where(eq(salesApplicationNotes.applicationId, id))
    .orderBy(desc(salesApplicationNotes.createdAt));
  const history = await db
    .select()
    .from(salesApplicationAudit)
    .where(eq(salesApplicationAudit.applicationId, id))
    .orderBy(desc(salesApplicationAudit.createdAt));
  const status = row.status as ApplicationStatus;
  return {
    ...summary(row),
    phone: row.phone,
    industries: row.industries,
    profileUrl: row.profileUrl,
    motivation: row.motivation,
    consentAt: row.consentAt.toISOString(),
    clientId: row.clientId,
    resume: resume ?? null,
    notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, createdAt: n.createdAt.toISOString() })),
    history: history.map((h) => ({
      id: h.id,
      actor: h.actor,
      action: h.action,
      details: h.details,
      createdAt: h.createdAt.toISOString(),
    })),
    nextStatuses: allowedNextStatuses(status),
  };
}

export async function getResume(db: Db, id: string) {
  const [file] = await db.select().from(salesApplicationFiles).where(eq(salesApplicationFiles.applicationId, id));
  if (!file) throw notFound("Résumé not found");
  return file;
}

/** The signed-in admin who makes a change (set by requireAdmin). */
interface Actor {
  id: string;
  email: string;
}

/**
 * Records an admin's change twice, in the same transaction as the change: in the
 * application's own trail (shown on its detail view) and in the console's audit log.
 */
async function audit(tx: Db, actor: Actor, action: string, applicationId: string, details: Record<string, unknown>) {
  await tx.insert(salesApplicationAudit).values({ applicationId, actor: actor.email, action, details });
  await writeAudit(tx, actor, `sales_application.${action}`, { applicationId, ...details });
}

export async function changeStatus(db: Db, id: string, to: ApplicationStatus, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(salesApplications).where(eq(salesApplications.id, id)).for("update");
    if (!row) throw notFound("Application not found");
    const from = row.status as ApplicationStatus;
    if (!canMoveTo(from, to)) {
      const allowed = allowedNextStatuses(from);
      throw conflict(
        `status: an application that is ${STATUS_LABELS[from]} cannot move to ${STATUS_LABELS[to]}` +
          (allowed.length ? ` (allowed: ${allowed.map((s) => STATUS_LABELS[s]).join(", ")})` : " (it is final)"),
        "status",
      );
    }
    const [updated] = await tx
      .update(salesApplications)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(salesApplications.id, id))
      .returning();
    await audit(tx as unknown as Db, actor, "status_changed", id, { from, to });
    return summary(updated);
  });
}

export async function addNote(db: Db, id: string, body: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: salesApplications.id })
      .from(salesApplications)
      .where(eq(salesApplications.id, id));
    if (!row) throw notFound("Application not found");
    const [note] = await tx
      .insert(salesApplicationNotes)
      .values({ applicationId: id, author: actor.email, body })
      .returning();
    await tx.update(salesApplications).set({ updatedAt: new Date() }).where(eq(salesApplications.id, id));
    await audit(tx as unknown as Db, actor, "note_added", id, { noteId: note.id });
    return { id: note.id, author: note.author, body: note.body, createdAt: note.createdAt.toISOString() };
  });
}

export async function recordDownload(db: Db, id: string, actor: Actor) {
  await audit(db, actor, "resume_downloaded", id, {});
}

/**
 * Deletes the application; its résumé and notes go with it (cascade). Its trail stays, and
 * holds no personal data (ids, statuses, role, file type and size only).
 */
export async function deleteApplication(db: Db, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(salesApplications)
      .where(eq(salesApplications.id, id))
      .returning({ role: salesApplications.role, status: salesApplications.status });
    if (!row) throw notFound("Application not found");
    await audit(tx as unknown as Db, actor, "deleted", id, { role: row.role, status: row.status });
  });
}
