import { reportMeetingBooked } from "#app/features/affiliates";
import { recordConsultationRequest } from "#app/features/tracking";

/** The hero button also reports a booked meeting for a referred visitor. */
export function onHeroConsultation(): void {
  recordConsultationRequest("landing-hero");
  reportMeetingBooked();
}
