import { sql } from "drizzle-orm";
import { normalizePath, publicPaths } from "#common/route-table";
import { TRACKING_LIMITS, VISIT_IDLE_MS } from "#common/tracking-rules";
import { solutionSlugs } from "#content/solutions/slugs";
import type { Db } from "#server/db/client";

/**
 * What the server itself saw of a visitor, from which it scores the lead: the browser's
 * counters are never read. Pages come from stored page_view events (only pages the site has),
 * consultation requests from recorded consultation clicks, form submissions and contact details
 * from the forms the server accepted (contact, quiz, sales application).
 */
export interface ObservedVisitor {
  /** Distinct site pages viewed, in first-seen order. */
  pageViews: string[];
  /** Distinct sessions (visits) seen, at least 1. */
  visits: number;
  consultationRequests: number;
  formSubmissions: { form: string; at: string }[];
  contact: { email: string | null; name: string | null; phone: string | null; company: string | null };
}

const SITE_PAGES = new Set(publicPaths(solutionSlugs));
/** How a consultation click is recorded (the tracker's button_click details). */
const CONSULTATION_CLICK = '%"consultation":true%';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * At most one consultation per session, and a session counts only when the server saw it begin
 * a whole idle period after the last counted one: a real new visit needs that much time, so
 * invented session ids cannot multiply the +50.
 */
function countConsultations(sessionStarts: readonly Date[]): number {
  let counted = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const at of [...sessionStarts].sort((a, b) => a.getTime() - b.getTime())) {
    if (at.getTime() - last >= VISIT_IDLE_MS) {
      counted++;
      last = at.getTime();
    }
  }
  return counted;
}

export async function observeVisitor(db: Pick<Db, "execute">, clientId: string): Promise<ObservedVisitor> {
  const pages = rowsOf<{ page: string }>(
    await db.execute(sql`
      SELECT page FROM journey_events WHERE client_id = ${clientId} AND event_type = 'page_view'
      GROUP BY page ORDER BY min(seq) LIMIT 5000`),
  );
  const pageViews = [...new Set(pages.map((p) => normalizePath(p.page)).filter((p) => SITE_PAGES.has(p)))].slice(
    0,
    TRACKING_LIMITS.pageViewsStored,
  );

  const [sessions] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(DISTINCT session_id) AS n FROM journey_events WHERE client_id = ${clientId}`),
  );
  const consultations = rowsOf<{ at: Date | string }>(
    await db.execute(sql`
      SELECT min(received_at) AS at FROM journey_events
      WHERE client_id = ${clientId} AND event_type = 'button_click' AND details LIKE ${CONSULTATION_CLICK}
      GROUP BY session_id`),
  );
  const forms = rowsOf<{
    form: string;
    at: Date | string;
    email: string | null;
    name: string | null;
    phone: string | null;
    company: string | null;
  }>(
    await db.execute(sql`
      SELECT 'contact' AS form, created_at AS at, email, name, phone, company FROM contact_messages WHERE client_id = ${clientId}
      UNION ALL
      SELECT tool, created_at, email, NULL, NULL, NULL FROM tool_results WHERE client_id = ${clientId}
      UNION ALL
      SELECT 'sales-application', created_at, email, name, phone, NULL FROM sales_applications WHERE client_id = ${clientId}
      ORDER BY at DESC LIMIT ${TRACKING_LIMITS.formSubmissionsStored}`),
  );
  // The latest accepted form that gave a field decides it.
  const latest = (key: "email" | "name" | "phone" | "company") => forms.find((f) => f[key])?.[key] ?? null;
  return {
    pageViews,
    visits: Math.max(1, Number(sessions?.n ?? 0)),
    consultationRequests: countConsultations(consultations.map((c) => new Date(c.at))),
    formSubmissions: forms.map((f) => ({ form: f.form, at: new Date(f.at).toISOString() })).reverse(),
    contact: { email: latest("email"), name: latest("name"), phone: latest("phone"), company: latest("company") },
  };
}
