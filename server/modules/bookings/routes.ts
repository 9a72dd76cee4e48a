import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { HttpError, unauthorized } from "#server/lib/http-errors";
import { parseCheckedJson } from "#server/lib/strict-json";
import { type BookingEvent, parseCalcom, parseCalendly } from "./providers";
import { recordBookingEvent } from "./service";
import { verifyCalcomSignature, verifyCalendlySignature } from "./signatures";

/**
 * Incoming webhooks of the scheduling page: POST /api/webhooks/calcom and /api/webhooks/calendly.
 * The body is kept as raw bytes, its signature checked first (401 when missing or wrong), and
 * only then parsed and stored. A provider without a configured secret is refused (503), never
 * accepted unsigned.
 */
export async function bookingWebhookRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  // This plugin's own JSON parser: the signature covers the exact bytes sent.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  const receive = (
    name: string,
    secret: string | undefined,
    verify: (secret: string, raw: Buffer, request: FastifyRequest) => boolean,
    parse: (body: unknown) => BookingEvent | null,
  ) =>
    async function handler(request: FastifyRequest) {
      if (!secret) throw new HttpError(503, `${name} webhooks are not set up on this site`);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verify(secret, raw, request)) throw unauthorized("Invalid or missing webhook signature");
      const event = parse(parseCheckedJson(raw));
      if (!event) return { received: true, ignored: true };
      const outcome = await recordBookingEvent(database.db, event);
      request.log.info(
        { provider: event.provider, kind: event.kind, bookingId: outcome.bookingId, duplicate: outcome.duplicate },
        "booking webhook",
      );
      return { received: true, ...outcome };
    };

  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

  app.post(
    "/api/webhooks/calcom",
    receive(
      "Cal.com",
      config.CALCOM_WEBHOOK_SECRET,
      (secret, raw, request) => verifyCalcomSignature(secret, raw, header(request, "x-cal-signature-256")),
      parseCalcom,
    ),
  );
  app.post(
    "/api/webhooks/calendly",
    receive(
      "Calendly",
      config.CALENDLY_WEBHOOK_SIGNING_KEY,
      (secret, raw, request) =>
        verifyCalendlySignature(secret, raw, header(request, "calendly-webhook-signature"), new Date()),
      parseCalendly,
    ),
  );
}
