import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
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

/** Sticky bar, desktop links from lg up, a menu toggle below it, and the consultation button. */
export function Navigation() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setOpen(false), [location.pathname]);

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
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? "Close menu" : "Open menu"}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </nav>
        <div
          id={menuId}
          hidden={!open}
          data-mobile-menu=""
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
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
      {open ? (
        // The page behind the open menu, dimmed; a tap on it closes the menu (Escape does from the keyboard).
        <div
          aria-hidden="true"
          data-menu-backdrop=""
          className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden"
          onClick={close}
        />
      ) : null}
    </>
  );
}
