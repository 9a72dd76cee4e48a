import type { PageMeta } from "./types";

export const adminInviteMeta: PageMeta = {
  path: "/admin/invite",
  title: "Join the team",
  description: "Choose your password to accept the invitation and sign in to the admin console.",
};
