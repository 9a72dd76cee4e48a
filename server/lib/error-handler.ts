import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { HttpError } from "./http-errors";

const CONNECTION_FAILURES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08003",
  "08006",
]);

/** True when the database could not be reached, as opposed to a query that failed. */
function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && CONNECTION_FAILURES.has(e.code)) return true;
    if (
      e.message &&
      /connection terminated|timeout exceeded when trying to connect|Connection terminated/i.test(e.message)
    )
      return true;
    current = e.cause;
  }
  return false;
}

/** One answer shape for every failure: `{error, field?}` with a 4xx for the caller's mistakes. */
export function registerErrorHandler(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const field = issue?.path.join(".") || "body";
      return reply.code(400).send({ error: `${field}: ${issue?.message ?? "invalid"}`, field });
    }
    if (error.validation) {
      return reply.code(400).send({ error: error.message });
    }
    switch (error.code) {
      case "FST_ERR_CTP_BODY_TOO_LARGE":
      case "FST_REQ_FILE_TOO_LARGE":
      case "FST_FILES_LIMIT":
      case "FST_PARTS_LIMIT":
      case "FST_FIELDS_LIMIT":
        return reply.code(413).send({ error: `Request body is too large (limit ${bodyLimit} bytes)` });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply
          .code(415)
          .send({ error: `Unsupported content type: ${request.headers["content-type"] ?? "none"}` });
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.code(400).send({ error: "body: a JSON body is required", field: "body" });
      case "FST_ERR_CTP_INVALID_JSON_BODY":
        return reply.code(400).send({ error: "body: is not valid JSON", field: "body" });
    }
    if (error.statusCode === 429) return reply.code(429).send({ error: error.message || "Too many requests" });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ error: "The service is temporarily unavailable. Please try again shortly." });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ error: "Internal server error" });
  });
}
