import type { Permission } from "#common/roles";

/**
 * The permission each /api/admin route needs, by "METHOD pattern". The admin guard refuses every
 * member on a route missing here (fail closed), and the role × route test fails on it, so a new
 * route cannot be opened to everyone by forgetting it.
 */
export const ADMIN_ROUTE_PERMISSIONS: Record<string, Permission> = {
  // Their own account: every member.
  "GET /api/admin/me": "ownAccount",
  "PUT /api/admin/me/name": "ownAccount",
  "GET /api/admin/me/digest": "ownAccount",
  "PUT /api/admin/me/digest": "ownAccount",
  "PUT /api/admin/settings/password": "ownAccount",
  "POST /api/admin/sign-out-everywhere": "ownAccount",
  "POST /api/admin/sign-out": "ownAccount",
  "GET /api/admin/me/two-factor": "ownAccount",
  "POST /api/admin/me/two-factor/totp/start": "ownAccount",
  "POST /api/admin/me/two-factor/totp/enable": "ownAccount",
  "DELETE /api/admin/me/two-factor/totp": "ownAccount",
  "POST /api/admin/me/two-factor/recovery-codes": "ownAccount",
  "POST /api/admin/me/confirm": "ownAccount",
  "POST /api/admin/me/confirm/passkey-options": "ownAccount",
  "GET /api/admin/me/passkeys": "ownAccount",
  "POST /api/admin/me/passkeys/options": "ownAccount",
  "POST /api/admin/me/passkeys": "ownAccount",
  "DELETE /api/admin/me/passkeys/:id": "ownAccount",
  "GET /api/admin/me/sessions": "ownAccount",
  "DELETE /api/admin/me/sessions/:id": "ownAccount",
  "GET /api/admin/dashboard": "seeDashboard",

  // Leads, deals, revenue.
  "GET /api/admin/leads": "seeLeads",
  "GET /api/admin/leads/counts": "seeLeads",
  "GET /api/admin/leads/board": "seeLeads",
  "GET /api/admin/leads/export.csv": "exportPersonalData",
  "POST /api/admin/leads/bulk": "seeLeads",
  "GET /api/admin/leads/:id": "seeLeads",
  "PATCH /api/admin/leads/:id": "seeLeads",
  "POST /api/admin/leads/:id/notes": "seeLeads",
  "POST /api/admin/leads/:id/deals": "seeLeads",
  "POST /api/admin/leads/:id/merge": "seeLeads",
  "POST /api/admin/leads/merges/:mergeId/undo": "seeLeads",
  "GET /api/admin/lead-owners": "seeLeads",
  "GET /api/admin/revenue": "seeLeads",
  "GET /api/admin/settings/sales": "seeLeads",
  "PUT /api/admin/settings/sales": "manageSettings",

  // Clients.
  "GET /api/admin/clients": "seeClients",
  "GET /api/admin/clients/export.csv": "exportPersonalData",
  "GET /api/admin/clients/:id": "seeClients",
  "DELETE /api/admin/clients/:id": "erasePersonalData",

  // Sales applications.
  "GET /api/admin/sales-applications": "seeApplications",
  "GET /api/admin/sales-applications/:id": "seeApplications",
  "GET /api/admin/sales-applications/:id/resume": "seeApplications",
  "PATCH /api/admin/sales-applications/:id/status": "seeApplications",
  "POST /api/admin/sales-applications/:id/notes": "seeApplications",
  "DELETE /api/admin/sales-applications/:id": "erasePersonalData",

  // Journey analytics.
  "GET /api/admin/analytics": "seeAnalytics",
  "GET /api/admin/analytics/sessions": "seeAnalytics",
  "GET /api/admin/analytics/sessions/:sessionId": "seeAnalytics",
  "GET /api/admin/analytics/segments": "seeAnalytics",
  "GET /api/admin/analytics/live": "seeAnalytics",
  "GET /api/admin/analytics/vitals": "seeAnalytics",
  "GET /api/admin/analytics/export.csv": "seeAnalytics",
  // The analytics e-mail report: to the members who see the analytics, each choosing for themselves.
  "GET /api/admin/me/analytics-report": "seeAnalytics",
  "PUT /api/admin/me/analytics-report": "seeAnalytics",
  "POST /api/admin/analytics/segments": "manageMarketing",
  "DELETE /api/admin/analytics/segments/:id": "manageMarketing",
  "GET /api/admin/analytics/goals": "seeAnalytics",
  "POST /api/admin/analytics/goals": "manageMarketing",
  "PUT /api/admin/analytics/goals/:id": "manageMarketing",
  "DELETE /api/admin/analytics/goals/:id": "manageMarketing",
  "GET /api/admin/analytics/funnels": "seeAnalytics",
  "POST /api/admin/analytics/funnels": "manageMarketing",
  "PUT /api/admin/analytics/funnels/:id": "manageMarketing",
  "DELETE /api/admin/analytics/funnels/:id": "manageMarketing",
  "GET /api/admin/analytics/share-links": "manageMarketing",
  "POST /api/admin/analytics/share-links": "manageMarketing",
  "DELETE /api/admin/analytics/share-links/:id": "manageMarketing",

  // Redirects.
  "GET /api/admin/redirects": "manageMarketing",
  "POST /api/admin/redirects": "manageMarketing",
  "DELETE /api/admin/redirects/:id": "manageMarketing",
  "GET /api/admin/redirects/export.csv": "manageMarketing",
  "POST /api/admin/redirects/import": "manageMarketing",
  "GET /api/admin/redirects/missing": "manageMarketing",

  // Affiliates, commissions, payouts.
  "GET /api/admin/affiliates": "manageAffiliates",
  "POST /api/admin/affiliates/:id/status": "manageAffiliates",
  "PUT /api/admin/affiliates/:id/commission-rate": "manageAffiliates",
  "GET /api/admin/affiliates/:id/referrals": "manageAffiliates",
  "POST /api/admin/affiliate-referrals/:referralId/outcome": "manageAffiliates",
  "GET /api/admin/affiliate-commissions": "manageAffiliates",
  "POST /api/admin/affiliate-commissions/approve": "manageAffiliates",
  "POST /api/admin/affiliate-commissions/pay": "manageAffiliates",
  "POST /api/admin/affiliate-commissions/reject": "manageAffiliates",
  "GET /api/admin/affiliate-settings": "manageAffiliates",
  "PUT /api/admin/affiliate-settings": "manageAffiliates",
  "POST /api/admin/affiliates/:id/password-reset-link": "manageAffiliates",
  "POST /api/admin/affiliates/:id/sign-out-everywhere": "manageAffiliates",

  // Site-wide settings and the audit log.
  "GET /api/admin/settings/tracking": "manageSettings",
  "PUT /api/admin/settings/tracking": "manageSettings",
  "GET /api/admin/notifications": "manageSettings",
  "PUT /api/admin/notifications/settings": "manageSettings",
  "POST /api/admin/notifications/deliveries/:id/retry": "manageSettings",
  "POST /api/admin/notifications/test-email": "manageSettings",
  "POST /api/admin/notifications/test-webhook": "manageSettings",
  "GET /api/admin/audit-log": "manageSettings",
  "GET /api/admin/settings/two-factor": "manageTeam",
  "PUT /api/admin/settings/two-factor": "manageTeam",

  // The team.
  "GET /api/admin/admins": "manageTeam",
  "POST /api/admin/admins": "manageTeam",
  "DELETE /api/admin/admins/:id": "manageTeam",
  "GET /api/admin/team": "manageTeam",
  "PUT /api/admin/team/:id/role": "manageTeam",
  "POST /api/admin/team/:id/deactivate": "manageTeam",
  "POST /api/admin/team/:id/reactivate": "manageTeam",
  "POST /api/admin/team/hand-over": "manageTeam",
  "POST /api/admin/team/invitations": "manageTeam",
  "DELETE /api/admin/team/invitations/:id": "manageTeam",
};

/** The permission a route needs; undefined: none declared (the guard then refuses everyone). */
export function routePermission(method: string, url: string): Permission | undefined {
  // Fastify answers HEAD with the GET route's handler: it needs what the GET needs.
  return ADMIN_ROUTE_PERMISSIONS[`${method === "HEAD" ? "GET" : method} ${url}`];
}
