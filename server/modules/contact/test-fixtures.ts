/** A valid contact form, as a visitor sends it (tests that need one lead and care about nothing in it). */
export const sampleContact = {
  name: "Ines Duarte",
  email: "ines@duarte.example",
  interest: "voice",
  message: "Forty calls a day go unanswered at our clinics.",
} as const;
