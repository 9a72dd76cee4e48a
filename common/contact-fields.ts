/**
 * The contact form's fields, limits and choices without the validation library, so a page
 * can render the form without loading zod up front (the schemas are in ./contact).
 */

export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  company: 160,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The "solution of interest" choices: the six pre-built solutions, the three custom kinds, or not sure yet. */
export const CONTACT_INTERESTS = [
  { value: "voice", label: "AI Voice Assistant" },
  { value: "security", label: "AI Security Monitoring" },
  { value: "legal", label: "Legal Contract AI" },
  { value: "marketing", label: "AI Marketing Automation" },
  { value: "seo", label: "AI SEO" },
  { value: "business-intelligence", label: "AI Business Intelligence" },
  { value: "custom-hardware", label: "Custom AI hardware" },
  { value: "custom-software", label: "Custom AI software" },
  { value: "hybrid", label: "Hybrid integration" },
  { value: "not-sure", label: "Not sure yet" },
] as const;

export type ContactInterest = (typeof CONTACT_INTERESTS)[number]["value"];

export interface ContactCreated {
  id: string;
  receivedAt: string;
}

export function interestLabel(value: string): string {
  return CONTACT_INTERESTS.find((i) => i.value === value)?.label ?? value;
}
