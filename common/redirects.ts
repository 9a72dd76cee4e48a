import { DASHBOARD_PERIODS } from "./admin";
import { normalizePath } from "./route-table";
import { z } from "./zod";

/**
 * Redirects an admin manages (/admin/redirects): a renamed page or a link mistyped in a campaign
 * leads somewhere instead of the 404 page. The server applies them before it serves any page.
 */

export const REDIRECT_MATCHES = ["exact", "prefix"] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_MATCH_LABELS: Record<RedirectMatch, string> = {
  exact: "This path",
  prefix: "This path and everything under it",
};
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: "301 Moved permanently",
  302: "302 Found (temporary)",
};

/** Paths the site itself needs: a redirect never takes them over. */
const RESERVED_PREFIXES = ["/api", "/admin", "/assets", "/affiliate-dashboard"];
const PATH_MAX = 500;
const TARGET_MAX = 2_000;

const isReserved = (path: string) => RESERVED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

const fromPath = z
  .string()
  .trim()
  .max(PATH_MAX, `must be at most ${PATH_MAX} characters`)
  .regex(/^\/[^\s?#]*$/, "must be a path on this site, starting with / (no query string, no spaces)")
  .transform(normalizePath)
  .refine((path) => path !== "/", "the home page cannot be redirected")
  .refine((path) => !isReserved(path), "the console, the API and the site's files cannot be redirected");

const target = z
  .string()
  .trim()
  .max(TARGET_MAX, `must be at most ${TARGET_MAX} characters`)
  .refine(
    (value) => (/^\/(?!\/)\S*$/.test(value) ? true : /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value)),
    "must be a path on this site (/…) or a full address (https://…)",
  );

export const redirectInputSchema = z.object({
  from: fromPath,
  match: z.enum(REDIRECT_MATCHES, `must be one of ${REDIRECT_MATCHES.join(", ")}`).default("exact"),
  to: target,
  status: z.union([z.literal(301), z.literal(302)], "must be 301 or 302").default(301),
});
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export interface RedirectRule extends RedirectInput {
  id: string;
  createdAt: string;
  /** The admin who made it (an e-mail), or null when imported before names were kept. */
  createdBy: string | null;
}

/** The rule that applies to a path (an exact rule first, then the longest prefix), or null. */
export function matchingRule<R extends RedirectInput>(rules: readonly R[], path: string): R | null {
  const bare = normalizePath(path);
  let best: R | null = null;
  for (const rule of rules) {
    if (rule.match === "exact") {
      if (rule.from === bare) return rule;
    } else if (
      (bare === rule.from || bare.startsWith(`${rule.from}/`)) &&
      (!best || rule.from.length > best.from.length)
    )
      best = rule;
  }
  return best;
}

/**
 * Where a rule sends `requestUrl` (path and query): a prefix rule keeps what follows its prefix, and
 * the request's query string is kept (after the target's own).
 */
export function redirectTarget(rule: RedirectInput, requestUrl: string): string {
  const [rawPath, ...rest] = requestUrl.split("?");
  const query = rest.join("?");
  const tail = rule.match === "prefix" ? normalizePath(rawPath).slice(rule.from.length) : "";
  const [base, hash = ""] = rule.to.split("#", 2);
  const [targetPath, targetQuery = ""] = base.split("?", 2);
  const joined = tail ? `${targetPath.replace(/\/$/, "")}${tail}` : targetPath;
  const queries = [targetQuery, query].filter(Boolean).join("&");
  return `${joined}${queries ? `?${queries}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The site path a target leads to, or null for another site. */
const internalPath = (to: string): string | null => (to.startsWith("/") ? normalizePath(to) : null);

/**
 * Why `candidate` cannot join `rules` (its own earlier version left out), or null: the same path
 * twice, a loop (it leads back to itself), or a chain (it leads to a redirected path, or another
 * rule leads to it). A visitor then always takes one hop to a page that answers.
 */
export function redirectConflict(
  rules: readonly RedirectInput[],
  candidate: RedirectInput,
): { field: "from" | "to"; message: string } | null {
  const same = rules.find((r) => r.from === candidate.from && r.match === candidate.match);
  if (same) return { field: "from", message: `a rule for ${candidate.from} exists already (to ${same.to})` };
  const target = internalPath(candidate.to);
  if (target && matchingRule([candidate], target))
    return { field: "to", message: `${candidate.to} would lead back to ${candidate.from}: a loop` };
  const onward = target ? matchingRule(rules, target) : null;
  if (onward)
    return {
      field: "to",
      message: `${candidate.to} is redirected itself (to ${onward.to}): point to the final address instead`,
    };
  const leading = rules.find((r) => {
    const path = internalPath(r.to);
    return path !== null && matchingRule([candidate], path) !== null;
  });
  if (leading)
    return {
      field: "from",
      message: `the rule ${leading.from} → ${leading.to} leads here: a chain (change that rule first)`,
    };
  return null;
}

export const missingPagesQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, `must be one of ${DASHBOARD_PERIODS.join(", ")}`).default("30d"),
});

/** A path visitors found missing (the 404 page), most hit first, and where they came from. */
export interface MissingPage {
  path: string;
  hits: number;
  visitors: number;
  lastSeen: string;
  /** The page before it in the visit (a broken link on this site), or the site the visitor came from; null for direct. */
  referrers: { from: string | null; hits: number }[];
  /** The rule that now sends it elsewhere, if any. */
  redirectedTo: string | null;
  /** The page of the site whose address is closest to it: the redirect's likely target. */
  suggestion: string | null;
}

/** Edit distance (insertions, deletions, substitutions) between two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/**
 * The page a missing path most likely meant: the one whose address differs least from it (a typo,
 * a renamed word) if it is close enough, else its nearest parent that is a page ("/solutions" for
 * "/solutions/voice-agent"), else none.
 */
export function closestPage(path: string, pages: readonly string[]): string | null {
  const wanted = normalizePath(path).toLowerCase();
  let best: { page: string; cost: number } | null = null;
  for (const page of pages) {
    const cost = distance(wanted, page.toLowerCase());
    if (!best || cost < best.cost) best = { page, cost };
  }
  if (best && best.cost <= Math.ceil(Math.max(wanted.length, best.page.length) / 3)) return best.page;
  const parents = pages.filter((page) => page !== "/" && wanted.startsWith(`${page.toLowerCase()}/`));
  return parents.sort((a, b) => b.length - a.length)[0] ?? null;
}

export const redirectImportSchema = z.object({
  csv: z.string().min(1, "is empty").max(500_000, "must be at most 500,000 characters"),
});

/** Rules one CSV import may add: each is checked against all the others, so the work grows with the square. */
export const REDIRECT_IMPORT_MAX = 1_000;

/** The columns of the CSV export and import, in order. */
export const REDIRECT_CSV_COLUMNS = ["from", "match", "to", "status"] as const;
