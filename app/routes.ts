import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable } from "../common/route-table";

const toRoute = (entry: (typeof routeTable)[number]) =>
  entry.path === "/" ? index(entry.file) : route(entry.path.slice(1), entry.file);

const ADMIN_LOGIN = "/admin/login";
/** Admin pages behind the guard (every /admin/ path except the login). */
const isGuardedAdminPage = (path: string) => path.startsWith("/admin/") && path !== ADMIN_LOGIN;

/** Public-area pages that fetch through TanStack Query; with the admin pages, they get the query layout. */
const QUERY_PAGES = new Set(["/affiliate-dashboard"]);
const QUERY_LAYOUT = "routes/layouts/query-layout.tsx";

const siteEntries = routeTable.filter((entry) => !entry.path.startsWith("/admin/"));
const adminLogin = routeTable.filter((entry) => entry.path === ADMIN_LOGIN).map(toRoute);
const sitePages = siteEntries.filter((entry) => !QUERY_PAGES.has(entry.path)).map(toRoute);
const siteQueryPages = siteEntries.filter((entry) => QUERY_PAGES.has(entry.path)).map(toRoute);
const adminPages = routeTable.filter((entry) => isGuardedAdminPage(entry.path)).map(toRoute);

// Every page is its own lazily loaded chunk. The site layout holds the navigation and footer;
// the admin login stands outside it (no marketing chrome); the admin pages share the admin
// console's shell, whose loader applies the guard. Only pages that fetch through TanStack Query
// sit under the query layout.
export default [
  layout("routes/layouts/site-layout.tsx", [
    ...sitePages,
    layout(QUERY_LAYOUT, { id: "site-query" }, siteQueryPages),
    route("*", "routes/not-found.tsx"),
  ]),
  ...adminLogin,
  layout(QUERY_LAYOUT, { id: "admin-query" }, [
    // Every other path under /admin/ is guarded too, and answered inside the console.
    layout("features/admin/admin-layout.tsx", [...adminPages, route("admin/*", "routes/admin-not-found.tsx")]),
  ]),
] satisfies RouteConfig;
