import {
  adminEmailSchema,
  adminNameSchema,
  adminPasswordSchema,
  adminRoleSchema,
  currentPasswordSchema,
} from "./admin";
import type { AdminRole } from "./roles";
import { z } from "./zod";

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;
/** The accept page reads its token from the fragment: a fragment never reaches a server or its logs. */
export const INVITATION_PATH = "/admin/invite";
export const INVITATION_FRAGMENT = "token";

/** POST /api/admin/team/invitations */
export const invitationSchema = z.object({
  email: adminEmailSchema,
  name: adminNameSchema.refine((name) => name !== null, "is required"),
  role: adminRoleSchema,
  currentPassword: currentPasswordSchema,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** PUT /api/admin/team/:id/role */
export const roleChangeSchema = z.object({ role: adminRoleSchema, currentPassword: currentPasswordSchema });

/** POST /api/admin/team/hand-over: the new owner, and the role the handing owner keeps. */
export const handOverSchema = z.object({
  to: z.uuid("must be a member's id"),
  myNewRole: adminRoleSchema.refine((role) => role !== "owner", "must be a role other than Owner"),
  currentPassword: currentPasswordSchema,
});

const invitationToken = z.string("is required").trim().min(20, "is not a valid invitation link").max(200);

/** POST /api/team/invitation: what the accept page shows before the password is set. */
export const invitationLookupSchema = z.object({ token: invitationToken });

/** POST /api/team/invitation/accept */
export const invitationAcceptSchema = z.object({
  token: invitationToken,
  password: adminPasswordSchema,
});

export interface PendingInvitation {
  id: string;
  email: string;
  name: string | null;
  role: AdminRole;
  createdAt: string;
  expiresAt: string;
}

export interface InvitationPreview {
  email: string;
  name: string | null;
  role: AdminRole;
  expiresAt: string;
}

/** Messages of the accept page's refusals. */
export const invitationMessages = {
  unknown: "This invitation link is not valid. It may have been replaced by a newer invitation: ask for a new one.",
  used: "This invitation has already been accepted. Sign in with the password you chose.",
  expired: "This invitation has expired (links work for 72 hours). Ask an owner of the team for a new one.",
  member: "This e-mail already belongs to a team member.",
} as const;

/** GET: the members a lead may be assigned to (active Sales members and owners). */
export const LEAD_OWNERS_API = "/api/admin/lead-owners";
export interface LeadOwnerChoice {
  id: string;
  email: string;
  name: string | null;
}
