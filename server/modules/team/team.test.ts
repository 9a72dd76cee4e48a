import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "#common/roles";
import { invitationMessages } from "#common/team";
import { adminAuditLog, adminInvitations, admins, notifications } from "#server/db/schema";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { acceptInvitation, invite } from "./service";

const OWNER = { email: "owner@team.example", password: "the owner's long password" };

describe.each(testDatabases)("the team on %s", (driver) => {
  let ctx: TestContext;
  let ownerToken: string;
  let ownerId: string;

  const call = (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
  const signIn = async (email: string, password: string) => {
    const res = await call("POST", "/api/admin/login", undefined, { email, password });
    return res;
  };
  /** A member made directly (the invitation flow has its own tests below). */
  const addMember = async (email: string, role: AdminRole) => {
    const res = await call("POST", "/api/admin/admins", ownerToken, {
      email,
      password: `${email} password`,
      currentPassword: OWNER.password,
      role,
      name: email.split("@")[0],
    });
    expect(res.statusCode).toBe(201);
    const login = await signIn(email, `${email} password`);
    expect(login.statusCode).toBe(200);
    return { id: res.json().id as string, token: login.json().token as string };
  };
  const members = async () =>
    (await call("GET", "/api/admin/team", ownerToken)).json().members as {
      id: string;
      email: string;
      role: string;
      deactivatedAt: string | null;
    }[];
  /** The link in the invitation mail queued in the outbox for `email`. */
  const mailedLink = async (email: string) => {
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.type, "admin.invitation"));
    const mine = rows
      .map((r) => r.data as { person: { email: string }; teamInvitation: { link: string } })
      .filter((d) => d.person.email === email);
    return mine.at(-1)?.teamInvitation.link ?? "";
  };
  const tokenOf = (link: string) => new URL(link).hash.replace("#token=", "");

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    const login = await signIn(OWNER.email, OWNER.password);
    ownerToken = login.json().token;
    ownerId = (await call("GET", "/api/admin/me", ownerToken)).json().id;
  });
  afterAll(() => ctx.close());

  it("makes the first admin (ADMIN_EMAIL) an owner", async () => {
    const me = (await call("GET", "/api/admin/me", ownerToken)).json();
    expect(me).toMatchObject({ email: OWNER.email, role: "owner" });
  });

  it("invites by e-mail: a 72-hour single-use link whose token is stored only as a hash, then signs the invitee in", async () => {
    const email = "nadia@team.example";
    const res = await call("POST", "/api/admin/team/invitations", ownerToken, {
      email: "Nadia@Team.example",
      name: "Nadia Park",
      role: "sales",
      currentPassword: OWNER.password,
    });
    expect(res.statusCode).toBe(201);
    const hours = (Date.parse(res.json().expiresAt) - Date.parse(res.json().createdAt)) / 3_600_000;
    expect(hours).toBe(72);
    const link = await mailedLink(email);
    expect(link).toMatch(/\/admin\/invite#token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const [stored] = await ctx.database.db.select().from(adminInvitations).where(eq(adminInvitations.email, email));
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await call("POST", "/api/team/invitation", undefined, { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email, name: "Nadia Park", role: "sales" });

    const accepted = await call("POST", "/api/team/invitation/accept", undefined, {
      token,
      password: "nadia's chosen password",
    });
    expect(accepted.statusCode).toBe(201);
    const me = await call("GET", "/api/admin/me", accepted.json().token);
    expect(me.json()).toMatchObject({ email, name: "Nadia Park", role: "sales" });
    expect((await signIn(email, "nadia's chosen password")).statusCode).toBe(200);

    const again = await call("POST", "/api/team/invitation/accept", undefined, {
      token,
      password: "another password 123",
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(invitationMessages.used);

    // Inviting a member's e-mail is refused.
    const member = await call("POST", "/api/admin/team/invitations", ownerToken, {
      email,
      name: "Nadia",
      role: "viewer",
      currentPassword: OWNER.password,
    });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({ error: `email: ${invitationMessages.member}`, field: "email" });
  });

  it("replaces the old link when the same e-mail is invited again, refuses an expired link, and asks for the owner's password", async () => {
    const email = "ravi@team.example";
    const body = { email, name: "Ravi", role: "marketing", currentPassword: OWNER.password };
    const wrong = await call("POST", "/api/admin/team/invitations", ownerToken, { ...body, currentPassword: "nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe("currentPassword");
    expect((await call("POST", "/api/admin/team/invitations", ownerToken, body)).statusCode).toBe(201);
    const first = tokenOf(await mailedLink(email));
    expect((await call("POST", "/api/admin/team/invitations", ownerToken, body)).statusCode).toBe(201);
    const second = tokenOf(await mailedLink(email));
    expect(second).not.toBe(first);
    const old = await call("POST", "/api/team/invitation/accept", undefined, {
      token: first,
      password: "ravi's password 123",
    });
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toBe(invitationMessages.unknown);

    // 72 hours later the newer link is refused too.
    const actor = { id: ownerId, email: OWNER.email };
    const sent = new Date("2026-01-01T09:00:00Z");
    await invite(ctx.database.db, { email: "late@team.example", name: "Late", role: "viewer" }, actor, sent);
    const late = tokenOf(await mailedLink("late@team.example"));
    const expired = acceptInvitation(ctx.database.db, late, "a long password 1234", new Date("2026-01-04T09:00:00Z"));
    await expect(expired).rejects.toMatchObject({ statusCode: 410, message: invitationMessages.expired });
    const inTime = await acceptInvitation(
      ctx.database.db,
      late,
      "a long password 1234",
      new Date("2026-01-04T08:59:00Z"),
    );
    expect(inTime.id).toBeTruthy();
  });

  it("changes roles, but never leaves the team without an active owner; every change is in the audit log", async () => {
    const colleague = await addMember("mia@team.example", "sales");
    const demoteSelf = await call("PUT", `/api/admin/team/${ownerId}/role`, ownerToken, {
      role: "viewer",
      currentPassword: OWNER.password,
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error).toMatch(/at least one active owner/);

    const promote = await call("PUT", `/api/admin/team/${colleague.id}/role`, ownerToken, {
      role: "marketing",
      currentPassword: OWNER.password,
    });
    expect(promote.statusCode).toBe(204);
    expect((await members()).find((m) => m.id === colleague.id)?.role).toBe("marketing");
    // The member's own token now carries the new role's limits.
    expect((await call("GET", "/api/admin/leads", colleague.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/analytics", colleague.token)).statusCode).toBe(200);

    const log = await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "team.role_changed"));
    expect(log.at(-1)?.details).toEqual({ email: "mia@team.example", from: "sales", to: "marketing" });
    // A member who is not an owner cannot change anyone.
    const refused = await call("PUT", `/api/admin/team/${ownerId}/role`, colleague.token, {
      role: "viewer",
      currentPassword: "mia@team.example password",
    });
    expect(refused.statusCode).toBe(403);
  });

  it("deactivation ends the member's sessions at once and refuses their sign-in; reactivation lets them back", async () => {
    const member = await addMember("leo@team.example", "sales");
    expect((await call("GET", "/api/admin/leads", member.token)).statusCode).toBe(200);
    const self = await call("POST", `/api/admin/team/${ownerId}/deactivate`, ownerToken, {
      currentPassword: OWNER.password,
    });
    expect(self.statusCode).toBe(400);
    const off = await call("POST", `/api/admin/team/${member.id}/deactivate`, ownerToken, {
      currentPassword: OWNER.password,
    });
    expect(off.statusCode).toBe(204);
    expect((await call("GET", "/api/admin/me", member.token)).statusCode).toBe(401);
    const login = await signIn("leo@team.example", "leo@team.example password");
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatch(/deactivated/);
    // A deactivated member cannot be handed leads.
    const owners = (await call("GET", "/api/admin/lead-owners", ownerToken)).json().items as { id: string }[];
    expect(owners.map((o) => o.id)).not.toContain(member.id);

    const on = await call("POST", `/api/admin/team/${member.id}/reactivate`, ownerToken, {
      currentPassword: OWNER.password,
    });
    expect(on.statusCode).toBe(204);
    expect((await signIn("leo@team.example", "leo@team.example password")).statusCode).toBe(200);
  });

  it("hands the owner role over: the new owner can manage the team, the old one keeps the role they chose", async () => {
    const heir = await addMember("ines@team.example", "sales");
    const res = await call("POST", "/api/admin/team/hand-over", ownerToken, {
      to: heir.id,
      myNewRole: "sales",
      currentPassword: OWNER.password,
    });
    expect(res.statusCode).toBe(204);
    const list = await call("GET", "/api/admin/team", heir.token);
    expect(list.statusCode).toBe(200);
    const roles = Object.fromEntries(
      (list.json().members as { email: string; role: string }[]).map((m) => [m.email, m.role]),
    );
    expect(roles).toMatchObject({ [OWNER.email]: "sales", "ines@team.example": "owner" });
    expect((await call("GET", "/api/admin/team", ownerToken)).statusCode).toBe(403);

    // The only owner cannot deactivate... there is nobody else to: demoting or deactivating the last one is refused.
    const last = await call("PUT", `/api/admin/team/${heir.id}/role`, heir.token, {
      role: "sales",
      currentPassword: "ines@team.example password",
    });
    expect(last.statusCode).toBe(409);
    // Hand it back for the tests that follow.
    await call("PUT", `/api/admin/team/${ownerId}/role`, heir.token, {
      role: "owner",
      currentPassword: "ines@team.example password",
    });
    const [row] = await ctx.database.db.select().from(admins).where(eq(admins.id, ownerId));
    expect(row.role).toBe("owner");
  });

  it("offers only active Sales members and owners as lead owners, by name, and refuses anyone else on the server", async () => {
    const seller = await addMember("sofia@team.example", "sales");
    const marketer = await addMember("max@team.example", "marketing");
    const owners = (await call("GET", "/api/admin/lead-owners", seller.token)).json().items as {
      id: string;
      name: string | null;
    }[];
    const ids = owners.map((o) => o.id);
    expect(ids).toContain(seller.id);
    expect(ids).toContain(ownerId);
    expect(ids).not.toContain(marketer.id);
    expect(owners.find((o) => o.id === seller.id)?.name).toBe("sofia");

    const contact = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "user-agent": BROWSER_UA },
      payload: {
        name: "Dana Whitfield",
        email: "dana@clinic.example",
        interest: "voice",
        message: "We would like to automate our appointment reminders.",
      },
    });
    expect(contact.statusCode).toBeLessThan(300);
    const leads = (await call("GET", "/api/admin/leads", seller.token)).json().items as { id: string }[];
    const leadId = leads[0].id;
    const toMarketer = await call("PATCH", `/api/admin/leads/${leadId}`, seller.token, { ownerId: marketer.id });
    expect(toMarketer.statusCode).toBe(400);
    expect(toMarketer.json()).toEqual({
      error: "ownerId: must be an active Sales member or owner of the team",
      field: "ownerId",
    });
    const toSeller = await call("PATCH", `/api/admin/leads/${leadId}`, seller.token, { ownerId: seller.id });
    expect(toSeller.statusCode).toBe(200);
  });
});
