/**
 * First-party visitor tracking: the client record cookie (client-record.ts), visits, lead
 * score and sending (tracker.ts), journey events and funnels (events.ts), page views, exits and
 * listeners with the 60 s sync (page-views.ts). This file is the feature's public face. Kept to
 * a small budget (checked by size.test.ts), so it imports no other app code but the storage helper.
 *
 * What other flows use (contact form, quizzes and calculators, voice demo, affiliate
 * registration, sales application):
 *
 * - `trackFunnel(funnelType, stage, extra?)`: funnel stages through POST /api/journey/funnel.
 *   Report `"awareness"` when the visitor enters the flow, any named stage in between
 *   (lower-case letters, digits, underscores: `"question_2_budget"`), `"purchase"` with
 *   `{ conversionValue }` on completion and `"abandoned"` with `{ dropoffReason }` on leaving
 *   unfinished. `funnelType` has the same form (`"contact_form"`, `"sales_application"`).
 * - `trackFunnelAwareness(funnelType)`: awareness from a mount effect, sent in a task of its own
 *   so that it does not lengthen hydration.
 * - `recordFormSubmission(form, contact?)`: after a form was accepted by the server. Adds the
 *   submission (+15) and any contact details (+25 once) to the record, sends a `form_submit`
 *   event and syncs the record. Do not also send `form_submit` yourself.
 * - `recordConsultationRequest(source)`: a consultation was requested (+50), with a
 *   `button_click` event. Links rendered by ConsultationButton (`data-consultation`) are
 *   counted automatically; calling this in their onClick as well is counted once.
 * - `useFunnel(funnelType)`: the React hook over `trackFunnel` for a flow (awareness on mount,
 *   `stage`, `complete`, abandoned on leaving).
 * - `trackEvent(type, fields?)`: any event type (`"demo_usage"` for demos and calculators,
 *   with `element` and `details`); `track(type, details)` for custom types.
 * - `getClientId()`: the record id to attach to a server call, or null (visitor not tracked).
 * - `trackingDisabled()`: true for visitors who send Global Privacy Control or Do Not Track;
 *   every function above then does nothing.
 *
 * `form_start` (first focus in a form), `button_click` (buttons and links), `page_view`,
 * `page_exit` (duration, scroll depth) and the sync are sent automatically once the site
 * layout mounts <PageTracker/>. No function throws or waits: sending happens in the
 * background, grouped for a moment, and failures are only logged. Whatever is queued when
 * the page is hidden goes out with `keepalive` (never on `unload`).
 */
export { trackingDisabled } from "./basics";
export {
  getClientId,
  recordConsultationRequest,
  recordFormSubmission,
  track,
  trackEvent,
  trackFunnel,
} from "./events";
export { trackFunnelAwareness, useFunnel } from "./use-funnel";
