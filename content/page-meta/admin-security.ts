import type { PageMeta } from "./types";

export const adminSecurityMeta: PageMeta = {
  path: "/admin/security",
  title: "Security | Admin",
  description: "Two-factor sign-in, recovery codes and your signed-in devices.",
};
