import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-errors";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * JSON bodies must be valid UTF-8. Node would otherwise replace broken bytes with U+FFFD and
 * store text the client never sent; refusing them gives the caller a clear 400 instead.
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
    parseJson(request, text, done);
  });
}
