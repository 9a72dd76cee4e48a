import { CLIENT_COOKIE_DAYS } from "#common/constants";
import { CLIENT_COOKIE_NAME, COOKIE_VALUE_MAX } from "#common/tracking-rules";

interface FormSubmissionEntry {
  form: string;
  at: string;
}

/** The visitor client record, as kept in the cookie. */
export interface ClientRecord {
  id: string;
  visitCount: number;
  firstVisit: string;
  lastVisit: string;
  pageViews: string[];
  formSubmissions: FormSubmissionEntry[];
  consultationRequests: number;
  leadScore: number;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
  referrer?: string;
  affiliateCode?: string;
  email?: string;
  name?: string;
  phone?: string;
  company?: string;
}

/** The record in the cookie, or null when there is none or it cannot be read. */
export function readClientCookie(): ClientRecord | null {
  try {
    const raw = document.cookie.split("; ").find((part) => part.startsWith(`${CLIENT_COOKIE_NAME}=`));
    if (!raw) return null;
    const r = JSON.parse(decodeURIComponent(raw.slice(CLIENT_COOKIE_NAME.length + 1))) as ClientRecord;
    const ok =
      /^[0-9a-f-]{36}$/i.test(r.id) &&
      Number.isInteger(r.visitCount) &&
      r.pageViews.every((p) => typeof p === "string") &&
      Array.isArray(r.formSubmissions) &&
      typeof r.firstVisit === "string" &&
      typeof r.lastVisit === "string";
    if (!ok) return null;
    r.consultationRequests = Number(r.consultationRequests) || 0;
    r.leadScore = Number(r.leadScore) || 0;
    return r;
  } catch {
    return null;
  }
}

export function writeCookie(r: ClientRecord) {
  // Stay under 4 KB: drop the oldest page views, then the oldest form entries.
  let value = encodeURIComponent(JSON.stringify(r));
  while (value.length > COOKIE_VALUE_MAX && (r.pageViews.length > 1 || r.formSubmissions.length > 1)) {
    (r.pageViews.length > 1 ? r.pageViews : r.formSubmissions).shift();
    value = encodeURIComponent(JSON.stringify(r));
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Firefox and Safari.
  document.cookie = `${CLIENT_COOKIE_NAME}=${value}; Max-Age=${CLIENT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${
    location.protocol === "https:" ? "; Secure" : ""
  }`;
}
