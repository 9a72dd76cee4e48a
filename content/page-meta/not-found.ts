import type { PageMeta } from "./types";

export const notFoundMeta: PageMeta = {
  path: "/404",
  title: "404 Page Not Found",
  description: "The page you were looking for does not exist.",
};

/** An unknown path inside the admin console (shown to signed-in admins, inside the console). */
export const adminNotFound = {
  title: "Page not found",
  text: "There is no admin page at this address. Pick a section from the menu, or go back to the dashboard.",
  action: "Go to the dashboard",
};
