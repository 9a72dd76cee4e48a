// What other flows record: events, funnel stages, accepted forms and consultation requests.
import { SHORT_TEXT_MAX } from "#common/tracking-rules";
import { uuid } from "./basics";
import { clip, guard, init, iso, now, path, post, queueEvent, syncClient, touchSession, update } from "./tracker";

interface ContactDetails {
  email?: string;
  name?: string;
  phone?: string;
  company?: string;
}

/** Records one journey event (known or custom type) with every field; sent within a moment. */
export const trackEvent = guard("event", queueEvent);

/** Custom events: `track("pricing_toggle", { plan: "annual" })`. */
export const track = (type: string, details?: Record<string, unknown>): void => trackEvent(type, { details });

/** Funnel stages: awareness on entering, named stages, purchase with a value, abandoned with a reason. */
export const trackFunnel = guard(
  "funnel",
  (t, funnelType: string, stage: string, extra: { conversionValue?: number; dropoffReason?: string } = {}) => {
    touchSession(t);
    post("/api/journey/funnel", {
      id: uuid(),
      clientId: t.record.id,
      sessionId: t.sessionId,
      funnelType,
      stage,
      conversionValue: extra.conversionValue,
      dropoffReason: extra.dropoffReason && clip(extra.dropoffReason, SHORT_TEXT_MAX),
      page: t.page ?? path(),
      timestamp: iso(),
    });
  },
);

/** A form was accepted: +15, +25 once for contact details, a form_submit event, a sync. */
export const recordFormSubmission = guard("form", (t, form: string, contact: ContactDetails = {}) => {
  update(t, (r) => {
    r.formSubmissions.push({ form: clip(form, 60), at: iso() });
    for (const key of ["email", "name", "phone", "company"] as const) {
      const value = contact[key]?.trim();
      if (value) r[key] = clip(value, SHORT_TEXT_MAX);
    }
  });
  trackEvent("form_submit", { element: form, details: { form } });
  syncClient();
});

/** A consultation was requested: +50 and a button_click event, then a sync. */
export const recordConsultationRequest = guard("consultation", (t, source: string, href?: string) => {
  if (now() - t.consultedAt < 1_000) return; // the same click, seen by the caller and by the click listener
  t.consultedAt = now();
  update(t, (r) => {
    r.consultationRequests++;
  });
  trackEvent("button_click", { element: source, details: { text: source, href, consultation: true } });
  syncClient();
});

/** The client record id, or null when this visitor is not tracked. */
export function getClientId(): string | null {
  try {
    return init()?.record.id ?? null;
  } catch {
    return null;
  }
}
