import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  applicationListQuerySchema,
  applicationNoteSchema,
  detectResumeKind,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  type SalesApplicationCreated,
  salesApplicationFieldsSchema,
  statusChangeSchema,
} from "#common/careers/application";
import type { Database } from "#server/db/client";
import { badRequest, HttpError, parseInput } from "#server/lib/http-errors";
import { multipartError } from "#server/lib/multipart-error";
import { unstorableTextError } from "#server/lib/strict-json";
import type { VisitorBinding } from "#server/lib/visitor";
import { visitorDetailsAccepted } from "#server/modules/affiliates";
import { currentAdmin, requireSudo } from "#server/modules/auth";
import { RESUME_ACTIVE_CONTENT_MESSAGE, resumeProblem } from "./resume-check";
import {
  addNote,
  changeStatus,
  createApplication,
  deleteApplication,
  getApplication,
  getResume,
  listApplications,
  type ResumeUpload,
  recordDownload,
} from "./service";

const MAX_TEXT_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;

const idParams = z.object({ id: z.uuid({ error: "must be an application id" }) });

/** The résumé's own cases, then those of any multipart form. */
function applicationFormError(error: unknown): HttpError {
  if ((error as { code?: string }).code === "FST_FILES_LIMIT")
    return badRequest("resume: send a single file", "resume");
  return multipartError(error, () => new HttpError(413, `resume: ${RESUME_SIZE_MESSAGE}`, "resume"));
}

/**
 * Reads the whole multipart body into memory: text fields and the one résumé file. Nothing
 * touches the disk, so a refused application leaves nothing behind. The file stops at 5 MB.
 */
async function readApplicationForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let resume: { filename: string; bytes: Buffer } | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: RESUME_MAX_BYTES,
        files: 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_TEXT_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname !== "resume")
          throw badRequest(`${part.fieldname}: unexpected file; send the résumé as "resume"`, part.fieldname);
        resume = { filename: part.filename ?? "", bytes };
      } else if (typeof part.value === "string") {
        const unstorable = unstorableTextError({ [part.fieldname]: part.value });
        if (unstorable) throw unstorable;
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw applicationFormError(error);
  }
  return { fields, resume };
}

function checkResume(resume: { filename: string; bytes: Buffer } | undefined): ResumeUpload {
  if (!resume || resume.bytes.length === 0) throw badRequest("resume: is required (a PDF or DOCX file)", "resume");
  if (resume.bytes.length > RESUME_MAX_BYTES) throw new HttpError(413, `resume: ${RESUME_SIZE_MESSAGE}`, "resume");
  const kind = detectResumeKind(resume.bytes);
  const problem = kind ? resumeProblem(kind, resume.bytes) : "not-a-document";
  if (!kind || problem === "not-a-document") throw badRequest(`resume: ${RESUME_TYPE_MESSAGE}`, "resume");
  if (problem === "active-content") throw badRequest(`resume: ${RESUME_ACTIVE_CONTENT_MESSAGE}`, "resume");
  return { kind, originalName: resume.filename, bytes: resume.bytes };
}

/**
 * The public application (POST /api/sales-applications, multipart) and the admin review under
 * /api/admin/sales-applications. Multipart is registered in this plugin's own scope.
 */
export async function salesApplicationRoutes(
  app: FastifyInstance,
  { database, visitors }: { database: Database; visitors: VisitorBinding },
) {
  const { db } = database;
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: RESUME_MAX_BYTES, files: 1 } });
  }

  app.post(
    "/api/sales-applications",
    { config: { rateLimit: { max: 20, timeWindow: "10 minutes" } } },
    async (request, reply): Promise<SalesApplicationCreated> => {
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'body: send the application as multipart/form-data with the résumé in the field "resume"',
        );
      }
      const { fields, resume } = await readApplicationForm(request);
      const input = parseInput(salesApplicationFieldsSchema, fields);
      const file = checkResume(resume);
      // Counted for the visitor's lead score only when this browser may act for that visitor id.
      const clientId = await visitors.accept(db, request, input.clientId);
      const created = await createApplication(db, { ...input, clientId: clientId ?? undefined }, file);
      if (clientId) await visitorDetailsAccepted(db, clientId);
      reply.code(201);
      return created;
    },
  );

  await app.register(async (admin) => {
    admin.get("/api/admin/sales-applications", async (request) => {
      const query = parseInput(applicationListQuerySchema, request.query);
      return listApplications(db, query);
    });

    admin.get("/api/admin/sales-applications/:id", async (request) => {
      const { id } = parseInput(idParams, request.params);
      return getApplication(db, id);
    });

    admin.get("/api/admin/sales-applications/:id/resume", async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const file = await getResume(db, id);
      await recordDownload(db, id, currentAdmin(request));
      return reply
        .header("content-type", file.contentType)
        .header("content-length", String(file.sizeBytes))
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("x-content-type-options", "nosniff")
        .send(file.data);
    });

    admin.patch("/api/admin/sales-applications/:id/status", async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { status } = parseInput(statusChangeSchema, request.body);
      return changeStatus(db, id, status, currentAdmin(request));
    });

    admin.post("/api/admin/sales-applications/:id/notes", async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { body } = parseInput(applicationNoteSchema, request.body);
      reply.code(201);
      return addNote(db, id, body, currentAdmin(request));
    });

    admin.delete("/api/admin/sales-applications/:id", async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      requireSudo(request);
      await deleteApplication(db, id, currentAdmin(request));
      return reply.code(204).send();
    });
  });
}
