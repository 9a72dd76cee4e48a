import { describe, expect, it } from "vitest";
import {
  ADMIN_ROLES,
  type AdminRole,
  allows,
  canErasePersonalData,
  canExportPersonalData,
  canManageAffiliates,
  canManageMarketing,
  canManageSettings,
  canManageTeam,
  canOwnLeads,
  canSeeAnalytics,
  canSeeApplications,
  canSeeClients,
  canSeeDashboard,
  canSeeLeads,
  canUseOwnAccount,
  isAdminRole,
  PERMISSIONS,
  roleRefusal,
} from "./roles";

/** The roles each check lets through, as the team's role table defines them. */
const expected: [string, (role: AdminRole) => boolean, AdminRole[]][] = [
  ["canUseOwnAccount", canUseOwnAccount, ["owner", "sales", "marketing", "partner_manager", "viewer"]],
  ["canSeeDashboard", canSeeDashboard, ["owner", "sales", "marketing", "partner_manager", "viewer"]],
  ["canSeeLeads", canSeeLeads, ["owner", "sales"]],
  ["canSeeClients", canSeeClients, ["owner", "sales"]],
  ["canSeeApplications", canSeeApplications, ["owner", "sales"]],
  ["canExportPersonalData", canExportPersonalData, ["owner", "sales"]],
  ["canErasePersonalData", canErasePersonalData, ["owner"]],
  ["canSeeAnalytics", canSeeAnalytics, ["owner", "marketing", "viewer"]],
  ["canManageMarketing", canManageMarketing, ["owner", "marketing"]],
  ["canManageAffiliates", canManageAffiliates, ["owner", "partner_manager"]],
  ["canManageTeam", canManageTeam, ["owner"]],
  ["canManageSettings", canManageSettings, ["owner"]],
  ["canOwnLeads", canOwnLeads, ["owner", "sales"]],
];

describe.each(expected)("%s", (_name, check, allowed) => {
  it.each(ADMIN_ROLES.map((role) => [role, allowed.includes(role)] as const))("%s → %s", (role, answer) => {
    expect(check(role)).toBe(answer);
  });
});

describe("roles", () => {
  it("keeps personal-data exports from Marketing and Viewer, and analytics from Sales", () => {
    expect(allows("marketing", "exportPersonalData")).toBe(false);
    expect(allows("viewer", "exportPersonalData")).toBe(false);
    expect(allows("sales", "seeAnalytics")).toBe(false);
  });

  it("gives the owner every permission and the viewer nothing that changes data", () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[])
      expect(allows("owner", permission)).toBe(true);
    const viewer = Object.keys(PERMISSIONS).filter((p) => allows("viewer", p as keyof typeof PERMISSIONS));
    expect(viewer.sort()).toEqual(["ownAccount", "seeAnalytics", "seeDashboard"]);
  });

  it("recognises the stored role names only", () => {
    expect(isAdminRole("partner_manager")).toBe(true);
    expect(isAdminRole("Owner")).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it("names the role in the refusal", () => {
    expect(roleRefusal("partner_manager")).toBe(
      "Your role (Partner manager) does not allow this. Ask an owner of the team if you need it.",
    );
  });
});
