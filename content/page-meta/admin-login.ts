import type { PageMeta } from "./types";

export const adminLoginMeta: PageMeta = {
  path: "/admin/login",
  title: "Admin Sign In",
  description: "Sign in to the admin console.",
};
