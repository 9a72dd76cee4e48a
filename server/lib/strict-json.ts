import type { FastifyInstance } from "fastify";
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "#common/storable-text";
import { HttpError } from "./http-errors";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** A 400 naming the first field (of a body, query string or form) whose text the database cannot store, or null. */
export function unstorableTextError(value: unknown, prefix?: string): HttpError | null {
  const found = findUnstorableText(value);
  if (found === null) return null;
  const field = [prefix, found].filter(Boolean).join(".") || "body";
  return new HttpError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, field);
}

/**
 * JSON bodies must be valid UTF-8. Node would otherwise replace broken bytes with U+FFFD and
 * store text the client never sent; refusing them gives the caller a clear 400 instead. NUL
 * characters and lone surrogates (valid JSON escapes) are refused here for every endpoint at
 * once, as are such characters in query strings and route parameters.
 * Parsing itself stays Fastify's (with its prototype-poisoning protection).
 */
export function registerStrictJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, "body: is not valid UTF-8", "body"), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const unstorable = unstorableTextError(value);
      if (unstorable) return done(unstorable, undefined);
      done(null, value);
    });
  });
  app.addHook("preValidation", async (request) => {
    const error = unstorableTextError(request.query, "query") ?? unstorableTextError(request.params, "params");
    if (error) throw error;
  });
}
