/**
 * The company's identity and contact points.
 * Each one can be overridden at build time with the SITE_* environment variables
 * documented in the README; the browser build bakes them in, the server reads them too.
 */
type Env = Record<string, string | undefined>;

const env: Env =
  (import.meta as unknown as { env?: Env }).env ?? (typeof process !== "undefined" ? (process.env as Env) : {});

const pick = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

export const site = {
  name: pick(env.SITE_NAME, "Meridian AI"),
  tagline: "Custom AI solutions for businesses of every size",
  email: pick(env.SITE_EMAIL, "hello@meridian-ai.example"),
  phone: pick(env.SITE_PHONE, "+1 (555) 010-4200"),
  schedulingUrl: pick(env.SITE_SCHEDULING_URL, "https://cal.com/meridian-ai/free-consultation"),
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: pick(env.SITE_URL, "https://meridian-ai.example").replace(/\/+$/, ""),
  copyrightYear: 2025,
} as const;

/** tel: links need the digits and a leading plus only. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, "")}`;
export const emailHref = `mailto:${site.email}`;
