import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable } from "../common/route-table";

const toRoute = (entry: (typeof routeTable)[number]) =>
  entry.path === "/" ? index(entry.file) : route(entry.path.slice(1), entry.file);

/** Admin pages behind the guard of spec §5 (every /admin/ path except the login). */
const isGuardedAdminPage = (path: string) => path.startsWith("/admin/") && path !== "/admin/login";

const sitePages = routeTable.filter((entry) => !isGuardedAdminPage(entry.path)).map(toRoute);
const adminPages = routeTable.filter((entry) => isGuardedAdminPage(entry.path)).map(toRoute);

// Every page is its own lazily loaded chunk. The site layout holds the navigation and footer;
// the admin pages share the admin console's shell, whose loader applies the guard.
export default [
  layout("routes/layouts/site-layout.tsx", [...sitePages, route("*", "routes/not-found.tsx")]),
  layout("features/admin/admin-layout.tsx", adminPages),
] satisfies RouteConfig;
