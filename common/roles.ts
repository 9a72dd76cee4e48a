/**
 * The team's roles and what each may do. The server checks these on every /api/admin route and
 * the console uses the same functions to hide what a role cannot do, so the two never disagree.
 */
export const ADMIN_ROLES = ["owner", "sales", "marketing", "partner_manager", "viewer"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: "Owner",
  sales: "Sales",
  marketing: "Marketing",
  partner_manager: "Partner manager",
  viewer: "Viewer",
};

/** One line per role, shown where a role is chosen. */
export const ROLE_SUMMARIES: Record<AdminRole, string> = {
  owner: "Everything, including the team and settings.",
  sales: "Leads, clients, bookings and sales applications.",
  marketing: "Analytics and redirects; no exports of personal data.",
  partner_manager: "Affiliates, commissions and payouts.",
  viewer: "Read-only dashboard and analytics.",
};

export const isAdminRole = (value: unknown): value is AdminRole => ADMIN_ROLES.includes(value as AdminRole);

const is =
  (...roles: AdminRole[]) =>
  (role: AdminRole): boolean =>
    roles.includes(role);

/** Their own account (who am I, name, password, digest, sign out everywhere): every member. */
export const canUseOwnAccount = (_role: AdminRole): boolean => true;
/** The dashboard's figures: every member. */
export const canSeeDashboard = (_role: AdminRole): boolean => true;
/** Leads, their pipeline, deals, notes, revenue and bookings. */
export const canSeeLeads = is("owner", "sales");
/** Clients (the visitor records behind the leads). */
export const canSeeClients = is("owner", "sales");
/** Sales applications and their résumés. */
export const canSeeApplications = is("owner", "sales");
/** CSV exports of people: leads, clients. */
export const canExportPersonalData = is("owner", "sales");
/** Erasing a person's records (a client, an application) for good. */
export const canErasePersonalData = is("owner");
/** Journey analytics: traffic, funnels, sessions. */
export const canSeeAnalytics = is("owner", "marketing", "viewer");
/** Redirects and the other marketing settings. */
export const canManageMarketing = is("owner", "marketing");
/** Affiliates, commissions, payouts and the partner program's settings. */
export const canManageAffiliates = is("owner", "partner_manager");
/** Members, roles and invitations. */
export const canManageTeam = is("owner");
/** Site-wide settings: tracking, notifications (webhook, SMTP), sales settings, the audit log. */
export const canManageSettings = is("owner");

/** Each capability by name: a server route declares one of these names. */
export const PERMISSIONS = {
  ownAccount: canUseOwnAccount,
  seeDashboard: canSeeDashboard,
  seeLeads: canSeeLeads,
  seeClients: canSeeClients,
  seeApplications: canSeeApplications,
  exportPersonalData: canExportPersonalData,
  erasePersonalData: canErasePersonalData,
  seeAnalytics: canSeeAnalytics,
  manageMarketing: canManageMarketing,
  manageAffiliates: canManageAffiliates,
  manageTeam: canManageTeam,
  manageSettings: canManageSettings,
} as const satisfies Record<string, (role: AdminRole) => boolean>;
export type Permission = keyof typeof PERMISSIONS;

export const allows = (role: AdminRole, permission: Permission): boolean => PERMISSIONS[permission](role);

/** The 403 a member gets for a route their role does not open. */
export const roleRefusal = (role: AdminRole) =>
  `Your role (${ROLE_LABELS[role]}) does not allow this. Ask an owner of the team if you need it.`;

/** Roles a lead may be assigned to: the people who work the pipeline. */
export const canOwnLeads = is("owner", "sales");
