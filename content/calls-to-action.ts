/**
 * The main call to action, booking the free consultation, in one wording everywhere. Two buttons keep
 * the texts the specification gives them: the navigation bar's and the landing contact section's.
 */
export const consultationCta = "Schedule Free Consultation";

/** The navigation bar's button. */
export const navigationConsultationCta = "Free Consultation";

/** The button of the landing page's contact section. */
export const contactSectionConsultationCta = "Book Your Free Consultation";
