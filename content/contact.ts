import { CONSULTATION_MINUTES } from "#common/constants";
import { consultationCta } from "./calls-to-action";
import { site } from "./site";

/** Copy of the /contact page and its form. */
export const contactPage = {
  eyebrow: "Contact",
  heading: "Talk to an AI specialist",
  lead: `Tell us what takes your team too long, what you would like to automate, or which solution caught your eye. A specialist replies within one business day with concrete next steps, or book a free ${CONSULTATION_MINUTES}-minute consultation straight away.`,
  formHeading: "Send us a message",
  formLead:
    "Fields marked * are required. The more you tell us about how your business runs today, the more specific our answer.",
  asideHeading: "Other ways to reach us",
  emailLabel: "E-mail",
  phoneLabel: "Phone",
  consultationHeading: "Rather talk it through?",
  consultationText: `Book a free ${CONSULTATION_MINUTES}-minute consultation at a time that suits you. You get a free business analysis, custom AI recommendations and ROI projections.`,
  consultationButton: consultationCta,
  consultationNote: `${CONSULTATION_MINUTES} minutes • No commitment required`,
  nextHeading: "What happens next",
  nextSteps: [
    "We read your message and reply within one business day.",
    "If AI can help, we propose a free consultation to look at your processes and data.",
    "You get a recommendation with an ROI projection and an implementation roadmap, starting with a pilot.",
  ],
  form: {
    labels: {
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      company: "Company",
      interest: "Solution of interest",
      message: "Message",
    },
    interestPlaceholder: "Choose a solution",
    /** Whole messages for fields where "<label> <rule>" would read badly; the API keeps its own wording. */
    fieldMessages: { interest: "Choose a solution" } as Partial<
      Record<"name" | "email" | "phone" | "company" | "interest" | "message", string>
    >,
    messagePlaceholder: "What would you like AI to do for your business?",
    privacyNote: `We use your details only to answer you. See the privacy policy for how we keep them; write to ${site.email} to have them erased.`,
    submit: "Send message",
    sending: "Sending…",
    errorSummary: "Please correct the fields marked below.",
    sendError: "Your message could not be sent. Please try again, or write to us by e-mail.",
    toastTitle: "Message sent",
    toastText: "Thank you. We will reply within one business day.",
    sentTitle: "Thank you, your message is on its way",
    sentText: "We will reply to {email} within one business day.",
    another: "Send another message",
  },
} as const;
