import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AdminAccount } from "#common/admin";
import { type AdminRole, canOwnLeads, ROLE_LABELS } from "#common/roles";
import {
  INVITATION_FRAGMENT,
  INVITATION_HOURS,
  INVITATION_PATH,
  type InvitationInput,
  type InvitationPreview,
  invitationMessages,
  type PendingInvitation,
} from "#common/team";
import { site } from "#content/site";
import type { Db } from "#server/db/client";
import { adminInvitations, adminSessions, admins } from "#server/db/schema";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { badRequest, conflict, HttpError, notFound } from "#server/lib/http-errors";
import { hashPassword } from "#server/lib/passwords";
import { iso } from "#server/lib/sql";
import { publicAdminColumns } from "#server/modules/auth";
import { announceTeamInvitation } from "#server/modules/notifications";

type Actor = AuditActor & { id: string };

const NO_OWNER_LEFT =
  "The team must keep at least one active owner: make another member an owner first, or hand the owner role over.";

const memberOf = (a: {
  id: string;
  email: string;
  name: string | null;
  role: AdminRole;
  createdAt: Date;
  lastLoginAt: Date | null;
  deactivatedAt: Date | null;
}): AdminAccount => ({
  ...a,
  createdAt: iso(a.createdAt),
  lastLoginAt: a.lastLoginAt ? iso(a.lastLoginAt) : null,
  deactivatedAt: a.deactivatedAt ? iso(a.deactivatedAt) : null,
});

/** The members, oldest first, and the invitations not yet accepted (expired ones too, marked by their date). */
export async function listTeam(db: Db): Promise<{ members: AdminAccount[]; invitations: PendingInvitation[] }> {
  const members = await db.select(publicAdminColumns).from(admins).orderBy(asc(admins.createdAt), asc(admins.email));
  const invitations = await db
    .select()
    .from(adminInvitations)
    .where(isNull(adminInvitations.acceptedAt))
    .orderBy(asc(adminInvitations.createdAt));
  return {
    members: members.map(memberOf),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      name: i.name,
      role: i.role,
      createdAt: iso(i.createdAt),
      expiresAt: iso(i.expiresAt),
    })),
  };
}

/** Members a lead may be assigned to: active Sales members and owners, by name. */
export async function leadOwnerChoices(db: Db): Promise<{ id: string; email: string; name: string | null }[]> {
  const list = await db
    .select({ id: admins.id, email: admins.email, name: admins.displayName, role: admins.role })
    .from(admins)
    .where(isNull(admins.deactivatedAt))
    .orderBy(sql`coalesce(${admins.displayName}, ${admins.email})`);
  return list.filter((a) => canOwnLeads(a.role)).map(({ role: _role, ...a }) => a);
}

/** Whether a member may own leads (active, Sales or Owner): the lead workflow's check. */
export async function mayOwnLeads(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ role: admins.role, deactivatedAt: admins.deactivatedAt })
    .from(admins)
    .where(eq(admins.id, id))
    .limit(1);
  return Boolean(row && !row.deactivatedAt && canOwnLeads(row.role));
}

interface MemberState {
  id: string;
  email: string;
  role: AdminRole;
  deactivatedAt: Date | null;
}

/**
 * Runs a change to the members under a lock on all of them, then checks the team still has an
 * active owner: two owners demoting each other at the same moment cannot leave none.
 */
async function changeMembers(
  db: Db,
  id: string,
  change: (tx: Db, target: MemberState, all: MemberState[]) => Promise<MemberState[] | null>,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const all = await tx
      .select({ id: admins.id, email: admins.email, role: admins.role, deactivatedAt: admins.deactivatedAt })
      .from(admins)
      .for("update");
    const target = all.find((a) => a.id === id);
    if (!target) throw notFound("No team member has this id");
    const after = await change(tx, target, all);
    if (after && !after.some((a) => a.role === "owner" && !a.deactivatedAt)) throw conflict(NO_OWNER_LEFT);
  });
}

const replaced = (all: MemberState[], next: MemberState) => all.map((a) => (a.id === next.id ? next : a));

export async function changeRole(db: Db, id: string, role: AdminRole, actor: Actor): Promise<void> {
  await changeMembers(db, id, async (tx, target, all) => {
    if (target.role === role) return null;
    const after = replaced(all, { ...target, role });
    if (!after.some((a) => a.role === "owner" && !a.deactivatedAt)) throw conflict(NO_OWNER_LEFT);
    await tx.update(admins).set({ role }).where(eq(admins.id, id));
    await writeAudit(tx, actor, "team.role_changed", { email: target.email, from: target.role, to: role });
    return after;
  });
}

/** Deactivating ends every session of the member at once (their token version moves on). */
export async function setActive(db: Db, id: string, active: boolean, actor: Actor): Promise<void> {
  await changeMembers(db, id, async (tx, target, all) => {
    if (!active && id === actor.id) throw badRequest("id: you cannot deactivate yourself", "id");
    if (Boolean(target.deactivatedAt) === !active) return null;
    const deactivatedAt = active ? null : new Date();
    const after = replaced(all, { ...target, deactivatedAt });
    if (!after.some((a) => a.role === "owner" && !a.deactivatedAt)) throw conflict(NO_OWNER_LEFT);
    await tx
      .update(admins)
      .set(active ? { deactivatedAt } : { deactivatedAt, tokenVersion: sql`${admins.tokenVersion} + 1` })
      .where(eq(admins.id, id));
    // Their session list starts empty when they come back, and nothing of the old ones lingers.
    if (!active) await tx.delete(adminSessions).where(eq(adminSessions.adminId, id));
    await writeAudit(tx, actor, active ? "team.member_reactivated" : "team.member_deactivated", {
      email: target.email,
    });
    return after;
  });
}

/** The owner role passes to an active member; the handing owner keeps `myNewRole`. */
export async function handOver(db: Db, to: string, myNewRole: AdminRole, actor: Actor): Promise<void> {
  if (to === actor.id) throw badRequest("to: choose another member than yourself", "to");
  await changeMembers(db, to, async (tx, target, all) => {
    if (target.deactivatedAt) throw badRequest("to: this member is deactivated; reactivate them first", "to");
    const me = all.find((a) => a.id === actor.id);
    if (me?.role !== "owner") throw badRequest("to: only an owner can hand the owner role over", "to");
    await tx.update(admins).set({ role: "owner" }).where(eq(admins.id, to));
    await tx.update(admins).set({ role: myNewRole }).where(eq(admins.id, actor.id));
    await writeAudit(tx, actor, "team.owner_handed_over", { to: target.email, myNewRole });
    return replaced(replaced(all, { ...target, role: "owner" }), { ...me, role: myNewRole });
  });
}

// ---- Invitations ----------------------------------------------------------------------------

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Invites someone by e-mail: a new invitation replaces any earlier one for the address (its link
 * stops working); an address that is already a member is refused. The e-mail goes through the
 * outbox in the same transaction.
 */
export async function invite(
  db: Db,
  input: Omit<InvitationInput, "currentPassword">,
  actor: Actor,
  now = new Date(),
): Promise<PendingInvitation> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [member] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, input.email)).limit(1);
    if (member) throw conflict(`email: ${invitationMessages.member}`, "email");
    await tx.delete(adminInvitations).where(eq(adminInvitations.email, input.email));
    const [row] = await tx
      .insert(adminInvitations)
      .values({
        email: input.email,
        name: input.name,
        role: input.role,
        tokenHash: tokenHash(token),
        invitedBy: actor.id,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await announceTeamInvitation(tx, {
      id: row.id,
      email: input.email,
      name: input.name,
      role: ROLE_LABELS[input.role],
      invitedBy: actor.email,
      link: `${site.url}${INVITATION_PATH}#${INVITATION_FRAGMENT}=${token}`,
      expiresAt: iso(expiresAt),
    });
    await writeAudit(tx, actor, "team.member_invited", { email: input.email, role: input.role });
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
    };
  });
}

export async function revokeInvitation(db: Db, id: string, actor: Actor): Promise<void> {
  const [row] = await db
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt)))
    .returning({ email: adminInvitations.email });
  if (!row) throw notFound("No open invitation has this id");
  await writeAudit(db, actor, "team.invitation_revoked", { email: row.email });
}

const gone = (message: string) => new HttpError(410, message);

/** The invitation a link names, if it can still be accepted; a clear refusal otherwise. */
async function usableInvitation(db: Db, token: string, now: Date, lock = false) {
  const query = db
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, tokenHash(token)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(invitationMessages.unknown);
  if (row.acceptedAt) throw gone(invitationMessages.used);
  if (row.expiresAt.getTime() <= now.getTime()) throw gone(invitationMessages.expired);
  return row;
}

export async function previewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token, now);
  return { email: row.email, name: row.name, role: row.role, expiresAt: iso(row.expiresAt) };
}

/** Accepts an invitation once: creates the member with the chosen password; answers the new member. */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ id: string; tokenVersion: number }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invitation = await usableInvitation(tx, token, now, true);
    const [created] = await tx
      .insert(admins)
      .values({
        email: invitation.email,
        displayName: invitation.name,
        role: invitation.role,
        passwordHash,
        lastLoginAt: now,
      })
      .onConflictDoNothing({ target: admins.email })
      .returning({ id: admins.id, tokenVersion: admins.tokenVersion });
    if (!created) throw conflict(invitationMessages.member);
    await tx.update(adminInvitations).set({ acceptedAt: now }).where(eq(adminInvitations.id, invitation.id));
    await writeAudit(tx, { id: created.id, email: invitation.email }, "team.invitation_accepted", {
      role: invitation.role,
    });
    return created;
  });
}
