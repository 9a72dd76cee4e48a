import { Menu, X } from "lucide-react";
import { startTransition, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { consultationLabel, mainNavigation } from "#content/navigation";
import { Logo } from "./logo";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"
  }`;

// Nine links must fit in one row from 1024 px: tighter type until xl (measured in screenshots).
const desktopLinkClass = (state: { isActive: boolean }) => `${linkClass(state)} max-xl:px-0.5 max-xl:text-[13px]`;

/**
 * Sticky bar, desktop links from lg up, a menu toggle below it, and the consultation button.
 *
 * The phone menu is a native popover (`popovertarget`): it opens, closes on Escape and on a tap
 * outside it before the scripts have started too, so a tap in the first moments is never lost. The
 * app follows its state through its toggle events.
 */
export function Navigation() {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const follow = () => setOpen(menu.matches(":popover-open"));
    // A menu opened before hydration; as a transition, the bar's re-render right after hydration
    // yields to input instead of running as one long task.
    startTransition(() => {
      follow();
      setHydrated(true);
    });
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);
  // A followed link closes the mobile menu (not hydration: a menu opened before it stays open).
  const shownPath = useRef(location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    close();
  }, [location.pathname]);

  return (
    <>
      {/* Escape from the toggle or the open menu closes it and leaves focus on the toggle. While open, app.css locks the page's scrolling. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to keys bubbling up from the toggle and the menu's links */}
      <header
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !open) return;
          close();
          toggleRef.current?.focus();
        }}
        className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      >
        <nav
          aria-label="Main"
          className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-4 xl:px-8"
        >
          <Logo className="[&>span]:lg:max-xl:sr-only" />
          <ul className="hidden items-center gap-1 lg:flex lg:min-w-0 xl:gap-0.5">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end prefetch="intent" className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            {/* A wrapper hides it: the button's own inline-flex would beat a `hidden` class on it. */}
            <div className="hidden sm:block">
              <ConsultationButton size="sm" className="whitespace-nowrap max-xl:px-2.5 max-xl:text-[13px]">
                {consultationLabel}
              </ConsultationButton>
            </div>
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
              popoverTarget={menuId}
              // Before hydration the browser exposes the popover's state itself.
              aria-expanded={hydrated ? open : undefined}
              aria-controls={menuId}
              aria-label={open ? "Close menu" : "Open menu"}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </nav>
        <div
          ref={menuRef}
          id={menuId}
          popover="auto"
          data-mobile-menu=""
          className="inset-x-0 top-[calc(4rem+1px)] bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-ink lg:hidden"
        >
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">
            {mainNavigation
              .filter((item) => !item.desktopOnly)
              .map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end prefetch="intent" className={(s) => `block text-base ${linkClass(s)}`}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            <li className="pt-2 sm:hidden">
              <ConsultationButton className="w-full">{consultationLabel}</ConsultationButton>
            </li>
          </ul>
        </div>
      </header>
      {/* The page behind the open menu, dimmed (app.css shows it); a tap on it is outside the popover, which closes it. */}
      <div aria-hidden="true" data-menu-backdrop="" className="fixed inset-0 z-40 bg-slate-950/50" />
    </>
  );
}
