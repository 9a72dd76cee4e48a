import { Link, Outlet } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { emailHref, site } from "#content/site";

/**
 * The partner area's own frame: the wordmark, a way back to the website and a contact line,
 * without the marketing navigation, consultation button and footer. Partners' own visits are
 * not visitor analytics, so no page tracker here.
 */
export default function PartnerLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <Logo />
            <span className="hidden border-l border-slate-300 pl-3 text-sm font-semibold text-slate-600 sm:inline">
              Partner area
            </span>
          </div>
          <Link to="/" className="shrink-0 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Back to the website
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm text-slate-600 sm:px-6 lg:px-8">
          <p>
            Questions about the partner program?{" "}
            <a href={emailHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {site.email}
            </a>
          </p>
          <p className="flex gap-4">
            <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-ink">
              Privacy policy
            </Link>
            <Link to="/terms-conditions" className="underline underline-offset-2 hover:text-ink">
              Terms
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
