/** What other modules use of the redirects: the rules each process keeps (the sitemap leaves their paths out). */
export type { RedirectRules } from "./rules";
