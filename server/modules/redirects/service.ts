import { sql } from "drizzle-orm";
import type { DashboardPeriod } from "#common/admin";
import { siteName } from "#common/leads";
import {
  closestPage,
  type MissingPage,
  REDIRECT_CSV_COLUMNS,
  REDIRECT_IMPORT_MAX,
  type RedirectInput,
  type RedirectRule,
  redirectConflict,
  redirectInputSchema,
} from "#common/redirects";
import { publicPaths, routeTable } from "#common/route-table";
import { solutionSlugs } from "#content/solutions/slugs";
import type { Db } from "#server/db/client";
import { NOT_FOUND_VIEW_SQL } from "#server/db/schema/tracking";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { csvCell, parseCsv } from "#server/lib/csv";
import { badRequest, HttpError } from "#server/lib/http-errors";
import { periodSpan } from "#server/lib/period";
import { iso, num, rows } from "#server/lib/sql";
import { readRules } from "./rules";

/**
 * Changes to the rules, one at a time across every process (the version row is locked), each
 * checked against all the others, audited and announced by the version's bump.
 */
async function changeRules<T>(db: Db, change: (tx: Db, rules: RedirectRule[]) => Promise<T>): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`SELECT version FROM redirects_version WHERE id = 1 FOR UPDATE`);
    const result = await change(tx, await readRules(tx));
    await tx.execute(sql`UPDATE redirects_version SET version = version + 1 WHERE id = 1`);
    return result;
  });
}

async function insertRule(tx: Db, rule: RedirectInput, actor: AuditActor): Promise<string> {
  const [row] = await rows<{ id: string }>(
    tx,
    sql`INSERT INTO redirects (from_path, match, to_target, status, created_by)
        VALUES (${rule.from}, ${rule.match}, ${rule.to}, ${rule.status}, ${actor.email}) RETURNING id`,
  );
  return row.id;
}

export async function createRedirect(db: Db, input: RedirectInput, actor: AuditActor): Promise<string> {
  return changeRules(db, async (tx, rules) => {
    const conflict = redirectConflict(rules, input);
    if (conflict) throw new HttpError(409, `${conflict.field}: ${conflict.message}`, conflict.field);
    const id = await insertRule(tx, input, actor);
    await writeAudit(tx, actor, "redirect.created", { id, ...input });
    return id;
  });
}

export async function deleteRedirect(db: Db, id: string, actor: AuditActor): Promise<void> {
  await changeRules(db, async (tx, rules) => {
    const rule = rules.find((r) => r.id === id);
    if (!rule) throw new HttpError(404, "This redirect does not exist (it may have been deleted already).");
    await tx.execute(sql`DELETE FROM redirects WHERE id = ${id}`);
    await writeAudit(tx, actor, "redirect.deleted", { id, from: rule.from, match: rule.match, to: rule.to });
  });
}

export function redirectsCsv(rules: readonly RedirectRule[]): string {
  const lines = [REDIRECT_CSV_COLUMNS.join(",")];
  for (const r of rules) lines.push([r.from, r.match, r.to, r.status].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * Adds the rules of a CSV (a header line naming the columns, then one rule a line), all or none:
 * each is checked like a rule made by hand, against the existing ones and the lines before it.
 */
export async function importRedirects(db: Db, csv: string, actor: AuditActor): Promise<{ imported: number }> {
  const [header, ...lines] = parseCsv(csv).filter((cells) => cells.some((c) => c.trim() !== ""));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const index = Object.fromEntries(REDIRECT_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
  if (index.from < 0 || index.to < 0) throw badRequest("csv: the first line must name the columns from and to", "csv");
  if (!lines.length) throw badRequest("csv: no rules after the header line", "csv");
  if (lines.length > REDIRECT_IMPORT_MAX)
    throw badRequest(
      `csv: at most ${REDIRECT_IMPORT_MAX.toLocaleString("en-US")} rules per import (split the file)`,
      "csv",
    );
  return changeRules(db, async (tx, rules) => {
    const known: RedirectInput[] = [...rules];
    for (const [i, cells] of lines.entries()) {
      const line = i + 2;
      const cell = (name: (typeof REDIRECT_CSV_COLUMNS)[number]) =>
        index[name] < 0 ? undefined : (cells[index[name]] ?? "").trim() || undefined;
      const status = cell("status");
      const parsed = redirectInputSchema.safeParse({
        from: cell("from"),
        match: cell("match"),
        to: cell("to"),
        status: status === undefined ? undefined : Number(status),
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(`csv: line ${line}, ${String(issue.path[0] ?? "rule")}: ${issue.message}`, "csv");
      }
      const conflict = redirectConflict(known, parsed.data);
      if (conflict) throw badRequest(`csv: line ${line}, ${conflict.field}: ${conflict.message}`, "csv");
      known.push(parsed.data);
      await insertRule(tx, parsed.data, actor);
    }
    await writeAudit(tx, actor, "redirect.imported", { rules: lines.length });
    return { imported: lines.length };
  });
}

/** Paths that are pages of the site: a 404 view reported for one of them is not a missing page. */
const sitePages = new Set(routeTable.map((r) => r.path).filter((p) => !p.includes(":")));
/** The public pages a missing path may be sent to. */
const pagesToSuggest = publicPaths(solutionSlugs);

const MISSING_SHOWN = 50;
const REFERRERS_SHOWN = 3;

/**
 * The paths visitors hit the 404 page on in the period, the most hit first: how often, by how many
 * visitors, when last, and where they came from (the page before it in the visit, else the site
 * that sent the visitor), with the rule that now sends it elsewhere.
 */
export async function missingPages(
  db: Db,
  period: DashboardPeriod,
  redirectedTo: (path: string) => string | null,
  now = new Date(),
): Promise<MissingPage[]> {
  const { start } = periodSpan(period, now);
  const list = await rows<{
    g: unknown;
    path: string;
    source: string | null;
    hits: unknown;
    visitors: unknown;
    last_seen: unknown;
  }>(
    db,
    sql`WITH nf AS (
          SELECT e.page, e.session_id, e.client_id, e.received_at,
            coalesce(
              (SELECT p.page FROM journey_events p
               WHERE p.session_id = e.session_id AND p.event_type = 'page_view' AND p.occurred_at < e.occurred_at
                 AND p.page <> e.page
               ORDER BY p.occurred_at DESC LIMIT 1),
              (SELECT nullif(c.referrer, '') FROM clients c WHERE c.id = e.client_id)) AS source
          FROM journey_events e WHERE ${NOT_FOUND_VIEW_SQL} AND e.received_at >= ${start}::timestamptz)
        SELECT GROUPING(source) AS g, page AS path, source, count(*) AS hits,
          count(DISTINCT coalesce(client_id, session_id)) AS visitors, max(received_at) AS last_seen
        FROM nf GROUP BY GROUPING SETS ((page), (page, source))`,
  );
  const pages = new Map<string, MissingPage>();
  for (const row of list.filter((r) => num(r.g) === 1 && !sitePages.has(r.path))) {
    pages.set(row.path, {
      path: row.path,
      hits: num(row.hits),
      visitors: num(row.visitors),
      lastSeen: iso(row.last_seen),
      referrers: [],
      redirectedTo: redirectedTo(row.path),
      suggestion: closestPage(row.path, pagesToSuggest),
    });
  }
  for (const row of list.filter((r) => num(r.g) === 0)) {
    const page = pages.get(row.path);
    if (!page) continue;
    // An earlier page of this site, or the site that sent the visitor ("linkedin.com").
    const from = row.source === null || row.source.startsWith("/") ? row.source : siteName(row.source);
    const known = page.referrers.find((r) => r.from === from);
    if (known) known.hits += num(row.hits);
    else page.referrers.push({ from, hits: num(row.hits) });
  }
  return [...pages.values()]
    .sort((a, b) => b.hits - a.hits || a.path.localeCompare(b.path))
    .slice(0, MISSING_SHOWN)
    .map((page) => ({ ...page, referrers: page.referrers.sort((a, b) => b.hits - a.hits).slice(0, REFERRERS_SHOWN) }));
}
