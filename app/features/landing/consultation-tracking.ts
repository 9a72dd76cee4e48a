import { reportMeetingBooked } from "#app/features/affiliates";
import { recordConsultationRequest } from "#app/features/tracking";

/** Click handlers of the landing page's consultation buttons (+50 per request). */
export const consultationClick = (source: string) => () => recordConsultationRequest(source);

/** The hero button also reports a booked meeting for a referred visitor. */
export function onHeroConsultation(): void {
  recordConsultationRequest("landing-hero");
  reportMeetingBooked();
}
