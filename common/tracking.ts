/**
 * Zod schemas of the tracking API bodies: client/sync, journey/events,
 * journey/funnel. The server validates every body with these; the lead-score rule lives
 * in ./lead-score and the shared names and limits in ./tracking-rules.
 */
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text";
import { EVENT_TYPE_PATTERN, FUNNEL_STAGE_PATTERN, TRACKING_LIMITS as L, SESSION_ID_PATTERN } from "./tracking-rules";
import { z } from "./zod";

export * from "./lead-score";
export * from "./tracking-rules";

const STORABLE_MESSAGE = UNSTORABLE_TEXT_MESSAGE;
const storable = isStorableText;
const text = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine(storable, STORABLE_MESSAGE);
const optionalText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((v) => (v ? v : undefined));
const path = z
  .string()
  .max(L.path, `must be at most ${L.path} characters`)
  .regex(/^\//, "must be a path starting with /")
  .refine(storable, STORABLE_MESSAGE);
const uuid = z.uuid("must be a UUID");
const timestamp = z.iso.datetime({ offset: true, message: "must be an ISO timestamp" });
const count = (max: number) =>
  z.number().int("must be a whole number").min(0, "must not be negative").max(max, `must be at most ${max}`);

const sessionIdSchema = z.string().max(64).regex(SESSION_ID_PATTERN, "must look like sess_<random>_<timestamp>");
const eventTypeSchema = z
  .string()
  .regex(
    EVENT_TYPE_PATTERN,
    "must be lower-case letters, digits and underscores, starting with a letter, at most 40 characters",
  );

/** `details` is JSON text: any JSON value serialised to a string. */
const detailsSchema = z
  .string()
  .max(L.details, `must be at most ${L.details} characters`)
  .refine(storable, STORABLE_MESSAGE)
  .refine((value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }, "must be JSON text");

const journeyEventSchema = z.strictObject({
  /** Client-generated id: a retried batch is never stored twice. */
  id: uuid,
  clientId: uuid.nullish(),
  sessionId: sessionIdSchema,
  eventType: eventTypeSchema,
  page: path,
  /** Fields that do not apply to an event type may be absent or null. */
  element: optionalText(L.element),
  duration: count(7 * 24 * 3600).nullish(),
  scrollDepth: count(100).nullish(),
  exitPage: path.nullish(),
  details: detailsSchema.nullish(),
  timestamp: timestamp.nullish(),
});
export type JourneyEventInput = z.infer<typeof journeyEventSchema>;

export const journeyEventsBodySchema = z.strictObject({
  events: z
    .array(journeyEventSchema)
    .min(1, "must hold at least one event")
    .max(L.eventsPerCall, `must hold at most ${L.eventsPerCall} events`),
});

export const funnelBodySchema = z
  .strictObject({
    id: uuid.optional(),
    clientId: uuid.optional(),
    sessionId: sessionIdSchema,
    funnelType: eventTypeSchema,
    stage: z
      .string()
      .regex(FUNNEL_STAGE_PATTERN, "must be letters, digits, _ or -, starting with a letter, at most 60 characters"),
    conversionValue: z
      .number()
      .finite()
      .min(0, "must not be negative")
      .max(L.conversionValue, `must be at most ${L.conversionValue}`)
      .optional(),
    dropoffReason: optionalText(L.shortText),
    page: path.optional(),
    timestamp: timestamp.optional(),
  })
  .refine((v) => v.stage !== "purchase" || v.conversionValue !== undefined, {
    path: ["conversionValue"],
    message: "is required for the purchase stage",
  })
  .refine((v) => v.stage !== "abandoned" || v.dropoffReason !== undefined, {
    path: ["dropoffReason"],
    message: "is required for the abandoned stage",
  });
export type FunnelInput = z.infer<typeof funnelBodySchema>;

const formSubmissionSchema = z.strictObject({ form: text(60).min(1, "must not be empty"), at: timestamp });

/** The whole visitor client record as the browser keeps it. */
export const clientRecordSchema = z.strictObject({
  id: uuid,
  visitCount: count(1_000_000).min(1, "must be at least 1"),
  firstVisit: timestamp,
  lastVisit: timestamp,
  pageViews: z.array(path).max(L.pageViewsStored, `must hold at most ${L.pageViewsStored} paths`),
  formSubmissions: z
    .array(formSubmissionSchema)
    .max(L.formSubmissionsStored, `must hold at most ${L.formSubmissionsStored} entries`),
  consultationRequests: count(100_000),
  /** Sent by the browser but never trusted: the server recomputes it. */
  leadScore: z.number().optional(),
  utmSource: optionalText(L.shortText),
  utmMedium: optionalText(L.shortText),
  utmCampaign: optionalText(L.shortText),
  utmContent: optionalText(L.shortText),
  utmTerm: optionalText(L.shortText),
  referrer: optionalText(L.referrer),
  affiliateCode: optionalText(64),
  email: z
    .union([z.literal(""), z.null(), z.email("must be an e-mail address").max(254)])
    .optional()
    .transform((v) => v || undefined),
  name: optionalText(L.shortText),
  phone: optionalText(40),
  company: optionalText(L.shortText),
});
export type ClientRecordInput = z.infer<typeof clientRecordSchema>;
