import { z } from "zod";

/** One booking change, as either scheduling provider reported it, in one shape. */
export interface BookingEvent {
  provider: "calcom" | "calendly";
  kind: "created" | "rescheduled" | "cancelled";
  uid: string;
  /** The booking this one replaces (a reschedule), or for a cancellation, whether it was one. */
  previousUid: string | null;
  rescheduled: boolean;
  startTime: Date;
  endTime: Date | null;
  title: string | null;
  attendeeName: string | null;
  attendeeEmail: string | null;
  /** The visitor's client id as the consultation link passed it; a hint, checked against our records. */
  clientIdHint: string | null;
  cancelReason: string | null;
}

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? v.trim().slice(0, max) || null : null));
const instant = z.iso
  .datetime({ offset: true, local: false, error: "must be an ISO timestamp" })
  .transform((v) => new Date(v));
const email = z
  .email("must be an e-mail address")
  .max(254)
  .transform((v) => v.toLowerCase());

const calcomBody = z.object({
  triggerEvent: z.string().max(64),
  payload: z
    .object({
      uid: text(200).min(1, "is required"),
      rescheduleUid: optionalText(200),
      title: optionalText(300),
      eventTitle: optionalText(300),
      startTime: instant,
      endTime: instant.nullish(),
      cancellationReason: optionalText(500),
      attendees: z
        .array(z.object({ name: optionalText(200), email: email.nullish() }).loose())
        .max(100)
        .default([]),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .loose(),
});

const CALCOM_KINDS: Record<string, BookingEvent["kind"]> = {
  BOOKING_CREATED: "created",
  BOOKING_RESCHEDULED: "rescheduled",
  BOOKING_CANCELLED: "cancelled",
};

/** Cal.com triggers we do not handle (PING, MEETING_ENDED …) give null: acknowledged, nothing stored. */
export function parseCalcom(body: unknown): BookingEvent | null {
  const trigger = z.object({ triggerEvent: z.string() }).safeParse(body);
  const kind = trigger.success ? CALCOM_KINDS[trigger.data.triggerEvent] : undefined;
  if (!kind) return null;
  const { payload } = calcomBody.parse(body);
  const attendee = payload.attendees[0];
  const hint = payload.metadata?.clientId;
  return {
    provider: "calcom",
    kind,
    uid: payload.uid,
    previousUid: kind === "rescheduled" ? payload.rescheduleUid : null,
    rescheduled: kind === "rescheduled",
    startTime: payload.startTime,
    endTime: payload.endTime ?? null,
    title: payload.eventTitle ?? payload.title,
    attendeeName: attendee?.name ?? null,
    attendeeEmail: attendee?.email ?? null,
    clientIdHint: typeof hint === "string" ? hint.slice(0, 64) : null,
    cancelReason: kind === "cancelled" ? payload.cancellationReason : null,
  };
}

const calendlyBody = z.object({
  event: z.string().max(64),
  payload: z
    .object({
      uri: text(500).min(1, "is required"),
      email: email,
      name: optionalText(200),
      old_invitee: optionalText(500),
      rescheduled: z.boolean().nullish(),
      scheduled_event: z.object({ name: optionalText(300), start_time: instant, end_time: instant.nullish() }).loose(),
      tracking: z
        .object({ utm_content: optionalText(64) })
        .loose()
        .nullish(),
      cancellation: z
        .object({ reason: optionalText(500) })
        .loose()
        .nullish(),
    })
    .loose(),
});

/** Calendly's invitee.created and invitee.canceled; other events give null. */
export function parseCalendly(body: unknown): BookingEvent | null {
  const trigger = z.object({ event: z.string() }).safeParse(body);
  const name = trigger.success ? trigger.data.event : "";
  if (name !== "invitee.created" && name !== "invitee.canceled") return null;
  const { payload } = calendlyBody.parse(body);
  const cancelled = name === "invitee.canceled";
  return {
    provider: "calendly",
    kind: cancelled ? "cancelled" : payload.old_invitee ? "rescheduled" : "created",
    uid: payload.uri,
    previousUid: cancelled ? null : payload.old_invitee,
    rescheduled: cancelled ? payload.rescheduled === true : Boolean(payload.old_invitee),
    startTime: payload.scheduled_event.start_time,
    endTime: payload.scheduled_event.end_time ?? null,
    title: payload.scheduled_event.name,
    attendeeName: payload.name,
    attendeeEmail: payload.email,
    clientIdHint: payload.tracking?.utm_content ?? null,
    cancelReason: cancelled ? (payload.cancellation?.reason ?? null) : null,
  };
}
