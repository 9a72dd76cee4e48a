import type { PageMeta } from "./types";

export const adminTeamMeta: PageMeta = {
  path: "/admin/team",
  title: "Team | Admin",
  description: "Members, roles and invitations.",
};
