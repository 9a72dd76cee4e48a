import { isIPv4, isIPv6 } from "node:net";
import { and, desc, eq, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AdminSession } from "#common/admin-security";
import type { Db } from "#server/db/client";
import { adminSessions } from "#server/db/schema";
import { iso } from "#server/lib/sql";
import { deviceFacts } from "#server/lib/user-agent";

/** Last-used moves forward at most this often: one write a minute per session, not one per call. */
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX = 400;

/**
 * The address a member sees for a session: the network, not the host (203.0.113.x, or the first
 * three IPv6 groups). Enough to tell "my office" from "somewhere else", and it keeps no address
 * that pins a member to one machine in a table every owner's backup holds.
 */
function maskAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const plain = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(plain)) return `${plain.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(plain)) {
    const groups = plain.split("::")[0].split(":").filter(Boolean).slice(0, 3);
    return `${groups.join(":")}::x`;
  }
  return null;
}

/** A new session of the member, started by a full sign-in: it counts as confirmed when `confirmed`. */
export async function startSession(
  db: Db,
  adminId: string,
  request: FastifyRequest,
  confirmed: boolean,
): Promise<string> {
  const now = new Date();
  const [row] = await db
    .insert(adminSessions)
    .values({
      adminId,
      userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_MAX) ?? null,
      address: maskAddress(request.ip),
      createdAt: now,
      lastUsedAt: now,
      confirmedAt: confirmed ? now : null,
    })
    .returning({ id: adminSessions.id });
  if (!row) throw new Error("the session row was not written");
  return row.id;
}

/** Moves last-used forward when it is over a minute old (the guard calls it on every request). */
export async function touchSession(db: Db, id: string, lastUsedAt: Date, now = new Date()): Promise<void> {
  if (now.getTime() - lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db
    .update(adminSessions)
    .set({ lastUsedAt: now })
    .where(and(eq(adminSessions.id, id), lt(adminSessions.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))));
}

/** The member's sessions, the most recently used first, the current one marked. */
export async function listSessions(db: Db, adminId: string, currentId: string): Promise<AdminSession[]> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.adminId, adminId))
    .orderBy(desc(adminSessions.lastUsedAt));
  return rows.map((row) => {
    const device = deviceFacts(row.userAgent);
    return {
      id: row.id,
      browser: device.browser,
      os: device.os,
      deviceType: device.deviceType,
      address: row.address,
      createdAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
      current: row.id === currentId,
    };
  });
}

/** Ends one session of the member: its token is refused from the next call on. False: no such session. */
export async function endSession(db: Db, adminId: string, id: string): Promise<boolean> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, id), eq(adminSessions.adminId, adminId)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** Ends every session of the member (sign out everywhere, deactivation, a new password). */
export async function endAllSessions(db: Db, adminId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

/** Marks the session confirmed now: sensitive actions are open to it for the sudo window. */
export async function markConfirmed(db: Db, id: string, now = new Date()): Promise<void> {
  await db.update(adminSessions).set({ confirmedAt: now }).where(eq(adminSessions.id, id));
}
