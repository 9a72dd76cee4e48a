import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Comparison } from "#common/analytics-period";
import type { CreatedShareLink, SharedAnalytics, ShareLink, ShareLinkInput } from "#common/analytics-reports";
import { SHARE_FRAGMENT, SHARED_VIEW_PATH } from "#common/analytics-reports";
import { site } from "#content/site";
import type { Db } from "#server/db/client";
import { admins } from "#server/db/schema/admin";
import { analyticsShareLinks } from "#server/db/schema/reports";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { HttpError, notFound } from "#server/lib/http-errors";
import { hashPassword } from "#server/lib/passwords";
import { iso } from "#server/lib/sql";
import { journeyAnalytics } from "./analytics";
import { goalsReport } from "./goals";

/**
 * Read-only links to the aggregate analytics, for a client or an investor. The link's token is
 * 32 random bytes, kept only as a SHA-256 hash; its password is hashed like an admin's.
 */

export const SHARE_MESSAGES = {
  unknown: "This link does not work. Ask whoever shared it for a new one.",
  revoked: "This link has been revoked. Ask whoever shared it for a new one.",
  password: "Incorrect password.",
} as const;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const gone = () => new HttpError(410, SHARE_MESSAGES.revoked);

const columns = {
  id: analyticsShareLinks.id,
  name: analyticsShareLinks.name,
  createdAt: analyticsShareLinks.createdAt,
  revokedAt: analyticsShareLinks.revokedAt,
  createdBy: admins.email,
};
type LinkRow = { id: string; name: string; createdAt: Date; revokedAt: Date | null; createdBy: string | null };
const shape = (r: LinkRow): ShareLink => ({
  id: r.id,
  name: r.name,
  createdAt: iso(r.createdAt),
  createdBy: r.createdBy,
  revokedAt: r.revokedAt ? iso(r.revokedAt) : null,
});

export async function listShareLinks(db: Db): Promise<ShareLink[]> {
  const list = await db
    .select(columns)
    .from(analyticsShareLinks)
    .leftJoin(admins, eq(admins.id, analyticsShareLinks.createdBy))
    .orderBy(desc(analyticsShareLinks.createdAt));
  return list.map(shape);
}

/** A new link: its address (shown once, never stored) carries the token in the fragment. */
export async function createShareLink(db: Db, input: ShareLinkInput, actor: AuditActor): Promise<CreatedShareLink> {
  const token = randomBytes(32).toString("base64url");
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(analyticsShareLinks)
      .values({ name: input.name, tokenHash: tokenHash(token), passwordHash, createdBy: actor.id })
      .returning();
    await writeAudit(tx, actor, "analytics.share_link_created", { name: input.name });
    return {
      ...shape({ ...row, createdBy: actor.email }),
      url: `${site.url}${SHARED_VIEW_PATH}#${SHARE_FRAGMENT}=${token}`,
    };
  });
}

/** Revoking is for good: the link and every view already opened with it are refused from now on. */
export async function revokeShareLink(db: Db, id: string, actor: AuditActor): Promise<void> {
  const [row] = await db
    .update(analyticsShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(analyticsShareLinks.id, id), isNull(analyticsShareLinks.revokedAt)))
    .returning({ name: analyticsShareLinks.name });
  if (!row) throw notFound("No active share link has this id");
  await writeAudit(db, actor, "analytics.share_link_revoked", { name: row.name });
}

/** The link a token names, for its password check: 404 when unknown, 410 when revoked. */
export async function linkOfToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(analyticsShareLinks)
    .where(eq(analyticsShareLinks.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row) throw notFound(SHARE_MESSAGES.unknown);
  if (row.revokedAt) throw gone();
  return row;
}

/** The link a shared view's session belongs to, while it is not revoked (null when gone entirely). */
export async function activeLink(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: analyticsShareLinks.id, name: analyticsShareLinks.name, revokedAt: analyticsShareLinks.revokedAt })
    .from(analyticsShareLinks)
    .where(eq(analyticsShareLinks.id, id))
    .limit(1);
  if (!row) return null;
  if (row.revokedAt) throw gone();
  return row;
}

/**
 * What a shared view shows: the chart and the aggregate panels, goals included, picked field by
 * field from the console's answers, so that nothing added to them later reaches a shared link by
 * itself. No filters (a narrow filter could single a visitor out), no landing pages (they count
 * leads), no funnels, no sessions, no live visitors.
 */
export async function sharedAnalytics(
  db: Db,
  name: string,
  range: { from?: string; to?: string },
  compare: Comparison,
): Promise<SharedAnalytics> {
  const [d, g] = await Promise.all([journeyAnalytics(db, range, compare), goalsReport(db, range, compare, [])]);
  return {
    name,
    from: d.from,
    to: d.to,
    daily: d.daily,
    sessions: d.sessions,
    pageViews: d.pageViews,
    comparison: d.comparison
      ? {
          from: d.comparison.from,
          to: d.comparison.to,
          sessions: d.comparison.sessions,
          pageViews: d.comparison.pageViews,
          daily: d.comparison.daily,
        }
      : null,
    topPages: d.topPages,
    referrers: d.referrers,
    utmSources: d.utmSources,
    utmCampaigns: d.utmCampaigns,
    devices: d.devices,
    browsers: d.browsers,
    countries: d.countries,
    goals: g.goals.map((goal) => ({
      id: goal.id,
      name: goal.name,
      kind: goal.kind,
      target: goal.target,
      counting: goal.counting,
      conversions: goal.conversions,
      rate: goal.rate,
      daily: goal.daily,
      ...(goal.previous === undefined ? {} : { previous: goal.previous }),
    })),
  };
}
