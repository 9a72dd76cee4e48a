import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable, SOLUTIONS_SEARCH_INDEX_PATH } from "#common/route-table";

const toRoute = (entry: (typeof routeTable)[number]) =>
  entry.path === "/" ? index(entry.file) : route(entry.path.slice(1), entry.file);

/** Admin pages a visitor without an account opens: the sign-in, and the invitation's accept page. */
const ADMIN_OPEN_PAGES = new Set(["/admin/login", "/admin/invite"]);
/** Admin pages behind the guard (every other /admin/ path). */
const isGuardedAdminPage = (path: string) => path.startsWith("/admin/") && !ADMIN_OPEN_PAGES.has(path);

/** The partner area: its own frame (no marketing navigation or footer), and TanStack Query like the admin pages. */
const PARTNER_PAGES = new Set(["/affiliate-dashboard"]);
/** A shared analytics link: a page of its own (no marketing chrome, no console), reading through TanStack Query. */
const SHARED_PAGES = new Set(["/shared-analytics"]);
const QUERY_LAYOUT = "routes/layouts/query-layout.tsx";

const siteEntries = routeTable.filter((entry) => !entry.path.startsWith("/admin/"));
const adminLogin = routeTable.filter((entry) => ADMIN_OPEN_PAGES.has(entry.path)).map(toRoute);
const sitePages = siteEntries
  .filter((entry) => !PARTNER_PAGES.has(entry.path) && !SHARED_PAGES.has(entry.path))
  .map(toRoute);
const sharedPages = siteEntries.filter((entry) => SHARED_PAGES.has(entry.path)).map(toRoute);
const partnerPages = siteEntries.filter((entry) => PARTNER_PAGES.has(entry.path)).map(toRoute);
const adminPages = routeTable.filter((entry) => isGuardedAdminPage(entry.path)).map(toRoute);

// Every page is its own lazily loaded chunk. The site layout holds the navigation and footer;
// the admin login and the partner area stand outside it (no marketing chrome); the admin pages
// share the admin console's shell, whose loader applies the guard. Only pages that fetch through
// TanStack Query sit under the query layout.
export default [
  layout("routes/layouts/site-layout.tsx", [...sitePages, route("*", "routes/not-found.tsx")]),
  layout("features/affiliates/partner-layout.tsx", [layout(QUERY_LAYOUT, { id: "partner-query" }, partnerPages)]),
  ...adminLogin,
  layout(QUERY_LAYOUT, { id: "shared-query" }, sharedPages),
  // A resource route: the catalog's search text as JSON, prerendered to a static file.
  route(SOLUTIONS_SEARCH_INDEX_PATH.slice(1), "routes/solutions-search-index.ts"),
  layout(QUERY_LAYOUT, { id: "admin-query" }, [
    // Every other path under /admin/ is guarded too, and answered inside the console.
    layout("features/admin/admin-layout.tsx", [...adminPages, route("admin/*", "routes/admin-not-found.tsx")]),
  ]),
] satisfies RouteConfig;
