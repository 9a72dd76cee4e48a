import { useQueryClient } from "@tanstack/react-query";
import {
  BarChart3,
  Briefcase,
  CircleDollarSign,
  Handshake,
  Inbox,
  LayoutDashboard,
  LogOut,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ShieldCheck,
  Signpost,
  UserCog,
  Users,
  X,
} from "lucide-react";
import { useEffect, useId, useState } from "react";
import { NavLink, Outlet, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { AdminPageSkeleton } from "#app/components/ui/admin-skeletons";
import { Tooltip, TooltipProvider } from "#app/components/ui/tooltip";
import { useNewLeadCount } from "#app/features/leads";
import { ADMIN_LOGIN_PATH, useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import { checkAdminToken, clearAdminToken, endThisSession, rememberReturnTo } from "#app/lib/admin-token";
import { readStored, writeStored } from "#app/lib/storage";
import { useDelayedFlag } from "#app/lib/use-delayed-flag";
import { ADMIN_ME_API, type AdminMe, adminLabel } from "#common/admin";
import type { Permission } from "#common/roles";
import { SudoDialog } from "./sudo-dialog";

/** The console's sections, in sidebar order, each shown to the roles whose permission opens its API. */
const adminSections: { to: string; label: string; icon: typeof Inbox; permission: Permission }[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, permission: "seeDashboard" },
  { to: "/admin/leads", label: "Leads", icon: Inbox, permission: "seeLeads" },
  { to: "/admin/revenue", label: "Revenue", icon: CircleDollarSign, permission: "seeLeads" },
  { to: "/admin/clients", label: "Clients", icon: Users, permission: "seeClients" },
  { to: "/admin/journey-analytics", label: "Journey analytics", icon: BarChart3, permission: "seeAnalytics" },
  { to: "/admin/redirects", label: "Redirects", icon: Signpost, permission: "manageMarketing" },
  { to: "/admin/affiliates", label: "Affiliates", icon: Handshake, permission: "manageAffiliates" },
  { to: "/admin/sales-applications", label: "Sales applications", icon: Briefcase, permission: "seeApplications" },
  { to: "/admin/team", label: "Team", icon: UserCog, permission: "manageTeam" },
  { to: "/admin/security", label: "Security", icon: ShieldCheck, permission: "ownAccount" },
  { to: "/admin/settings", label: "Settings", icon: Settings, permission: "ownAccount" },
];

/**
 * Admin guard, before any admin page renders and on every navigation inside the console:
 * no stored adminToken, or one whose expiry has passed or cannot be read, leads to /admin/login
 * (the latter two after removing it).
 */
export async function clientLoader({ request }: { request: Request }) {
  if (checkAdminToken() !== "ok") {
    const url = new URL(request.url);
    rememberReturnTo(url.pathname + url.search);
    throw redirect(ADMIN_LOGIN_PATH);
  }
  return null;
}

/** Re-run the guard on every navigation, not only on entering the console. */
export function shouldRevalidate() {
  return true;
}

/** While the console's code starts: its dark frame and the page's own skeleton. */
export function HydrateFallback() {
  const location = useLocation();
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <div className="hidden w-64 shrink-0 bg-slate-900 lg:block" />
      <div className="h-14 bg-slate-900 lg:hidden" />
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <AdminPageSkeleton pathname={location.pathname} />
      </main>
    </div>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-600 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"
  }`;

const COLLAPSED_KEY = "adminSidebarCollapsed";

/** The wide-screen sidebar folded to its icons, remembered in this browser. */
function useCollapsedSidebar() {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => setCollapsed(readStored("local", COLLAPSED_KEY) === "1"), []);
  const toggle = () =>
    setCollapsed((was) => {
      writeStored("local", COLLAPSED_KEY, was ? "0" : "1");
      return !was;
    });
  return [collapsed, toggle] as const;
}

/** The sidebar's count of leads still New. */
function NewLeadsBadge() {
  const count = useNewLeadCount();
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900 tabular-nums">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}

function SignedInAs({ hidden }: { hidden?: boolean }) {
  const me = useAdminQuery<AdminMe>(ADMIN_ME_API);
  if (!me.data || hidden) return null;
  return (
    // The whole address, broken across lines where it must: never cut off.
    <p className="px-3 text-xs break-words text-slate-300">
      Signed in as <span className="font-medium [overflow-wrap:anywhere] text-white">{adminLabel(me.data)}</span>
    </p>
  );
}

/** The admin shell: sidebar with every section, the signed-in admin and the sign-out button. */
export default function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, toggleCollapsed] = useCollapsedSidebar();
  const menuId = useId();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const arriving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const showSkeleton = useDelayedFlag(arriving, 150);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu on every navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signOut = () => {
    endThisSession();
    clearAdminToken();
    queryClient.removeQueries({ queryKey: ["admin"] });
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  // Folded, the sidebar shows icons only: each keeps its name for screen readers and in a tooltip.
  const nav = (iconsOnly: boolean) => (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-1">
      <ul className="space-y-1">
        {adminSections
          .filter((section) => can(section.permission))
          .map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Tooltip label={label} side="right" disabled={!iconsOnly}>
                <NavLink to={to} className={linkClass} end>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className={iconsOnly ? "sr-only" : undefined}>{label}</span>
                  {to === "/admin/leads" && !iconsOnly ? <NewLeadsBadge /> : null}
                </NavLink>
              </Tooltip>
            </li>
          ))}
      </ul>
      <div className="mt-auto space-y-3 border-t border-slate-700 pt-4">
        <SignedInAs hidden={iconsOnly} />
        <Tooltip label="Sign out" side="right" disabled={!iconsOnly}>
          <button
            type="button"
            onClick={signOut}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white"
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            <span className={iconsOnly ? "sr-only" : undefined}>Sign out</span>
          </button>
        </Tooltip>
      </div>
    </nav>
  );
  const collapseLabel = collapsed ? "Expand sidebar" : "Collapse sidebar";

  return (
    <TooltipProvider>
      <div className="min-h-dvh bg-slate-50 lg:flex">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
        >
          Skip to content
        </a>
        <aside
          className={`hidden shrink-0 flex-col bg-slate-900 py-6 lg:sticky lg:top-0 lg:flex lg:h-dvh ${collapsed ? "w-[4.5rem] px-3" : "w-64 px-4"}`}
        >
          <div className="mb-6 flex items-center justify-between gap-2">
            <p className={collapsed ? "sr-only" : "px-3 text-lg font-bold text-white"}>Admin console</p>
            <Tooltip label={collapseLabel} side="right">
              <button
                type="button"
                onClick={toggleCollapsed}
                aria-label={collapseLabel}
                aria-pressed={collapsed}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-200 hover:bg-slate-800 hover:text-white"
              >
                {collapsed ? (
                  <PanelLeftOpen aria-hidden="true" className="size-5" />
                ) : (
                  <PanelLeftClose aria-hidden="true" className="size-5" />
                )}
              </button>
            </Tooltip>
          </div>
          {nav(collapsed)}
        </aside>
        <header className="sticky top-0 z-40 bg-slate-900 lg:hidden">
          <div className="flex h-14 items-center justify-between px-4">
            <p className="font-bold text-white">Admin console</p>
            <Tooltip label={menuOpen ? "Close admin menu" : "Open admin menu"} side="left">
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-slate-800"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                aria-label={menuOpen ? "Close admin menu" : "Open admin menu"}
                onClick={() => setMenuOpen((v) => !v)}
              >
                {menuOpen ? (
                  <X aria-hidden="true" className="size-6" />
                ) : (
                  <Menu aria-hidden="true" className="size-6" />
                )}
              </button>
            </Tooltip>
          </div>
          <div id={menuId} hidden={!menuOpen} className="flex border-t border-slate-700 px-4 pt-3 pb-4">
            {nav(false)}
          </div>
        </header>
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          {showSkeleton ? (
            <AdminPageSkeleton pathname={navigation.location?.pathname ?? location.pathname} />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      <SudoDialog />
    </TooltipProvider>
  );
}
