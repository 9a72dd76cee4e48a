import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  matchingRule,
  type RedirectMatch,
  type RedirectRule,
  type RedirectStatus,
  redirectTarget,
} from "#common/redirects";
import type { Db } from "#server/db/client";
import { iso, rows } from "#server/lib/sql";

/** How often each process looks whether the rules changed (a change made through another process). */
const REFRESH_MS = 2_000;

interface RuleRow {
  id: string;
  from_path: string;
  match: RedirectMatch;
  to_target: string;
  status: number;
  created_by: string | null;
  created_at: unknown;
}

/** Every rule, oldest first. */
export async function readRules(db: Db): Promise<RedirectRule[]> {
  const list = await rows<RuleRow>(
    db,
    sql`SELECT id, from_path, match, to_target, status, created_by, created_at FROM redirects ORDER BY created_at, id`,
  );
  return list.map((r) => ({
    id: r.id,
    from: r.from_path,
    match: r.match,
    to: r.to_target,
    status: r.status as RedirectStatus,
    createdBy: r.created_by,
    createdAt: iso(r.created_at),
  }));
}

const readVersion = async (db: Db): Promise<number> =>
  Number(
    (await rows<{ version: number }>(db, sql`SELECT version FROM redirects_version WHERE id = 1`))[0]?.version ?? 0,
  );

/**
 * This process's copy of the rules, kept in memory so a request is matched without a query; it
 * follows the shared version row every few seconds and at once after a change made here.
 */
export class RedirectRules {
  private rules: RedirectRule[] = [];
  private version = -1;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads the rules again when their version moved (or always, with `force`), after any read under way. */
  async refresh(force = false): Promise<void> {
    while (this.refreshing) await this.refreshing.catch(() => {});
    this.refreshing = this.load(force).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(force: boolean): Promise<void> {
    const version = await readVersion(this.db);
    if (!force && version === this.version) return;
    this.rules = await readRules(this.db);
    this.version = version;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.refresh().catch((error) => this.log.warn({ err: error }, "redirect rules not refreshed"));
    }, REFRESH_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  list(): readonly RedirectRule[] {
    return this.rules;
  }

  /** Where `url` (path and query) is sent, or null when no rule applies. */
  find(url: string): { status: RedirectStatus; location: string } | null {
    if (!this.rules.length) return null;
    const rule = matchingRule(this.rules, url.split("?", 1)[0]);
    return rule ? { status: rule.status, location: redirectTarget(rule, url) } : null;
  }

  isRedirected(path: string): boolean {
    return matchingRule(this.rules, path) !== null;
  }
}
