import type { PageMeta } from "./types";

export const adminLoginMeta: PageMeta = {
  path: "/admin/login",
  title: "Admin sign in",
  description: "Sign in to the admin console.",
};
