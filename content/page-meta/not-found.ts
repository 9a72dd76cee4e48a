import type { PageMeta } from "./types";

export const notFoundMeta: PageMeta = {
  path: "/404",
  title: "404 Page Not Found",
  description: "The page you were looking for does not exist.",
};
