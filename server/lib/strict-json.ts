import type { FastifyInstance } from "fastify";
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "#common/storable-text";
import { HttpError } from "./http-errors";
import { jsonShapeProblem } from "./json-shape";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** A 400 naming the first field (of a body, query string or form) whose text the database cannot store, or null. */
export function unstorableTextError(value: unknown, prefix?: string): HttpError | null {
  const found = findUnstorableText(value);
  if (found === null) return null;
  const field = [prefix, found].filter(Boolean).join(".") || "body";
  return new HttpError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, field);
}

/**
 * Checks a JSON body's bytes before parsing: valid UTF-8, nested at most 32 levels and at most
 * 5,000 values (so no shape within the size limit is costly to parse or walk). Answers the text,
 * or throws a 400.
 */
function checkedJsonText(body: Buffer): string {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    throw new HttpError(400, "body: is not valid UTF-8", "body");
  }
  const shapeProblem = jsonShapeProblem(body);
  if (shapeProblem) throw new HttpError(400, shapeProblem, "body");
  return text;
}

/** A signed webhook's JSON, checked like any other body once its signature matched the raw bytes. */
export function parseCheckedJson(body: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(checkedJsonText(body));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "body: is not valid JSON", "body");
  }
  const unstorable = unstorableTextError(value);
  if (unstorable) throw unstorable;
  return value;
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
      text = checkedJsonText(body as Buffer);
    } catch (error) {
      done(error as HttpError, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      // Valid UTF-8 holds no lone surrogate and JSON refuses a raw NUL: only a \u escape can
      // bring one in, so a body without one needs no walk (nearly every beacon).
      const unstorable = text.includes("\\u") ? unstorableTextError(value) : null;
      if (unstorable) return done(unstorable, undefined);
      done(null, value);
    });
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request adds up.
  app.addHook("preValidation", (request, _reply, done) => {
    done(unstorableTextError(request.query, "query") ?? unstorableTextError(request.params, "params") ?? undefined);
  });
}
