import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import { Notifications } from "./components/ui/notifications";
import { PageSkeleton } from "./components/ui/skeleton";
import { loadingScreenScript } from "./features/landing/loading-screen-timing";
import { earlyExitScript } from "./features/tracking/early-exit";
import brandFontUrl from "./fonts/inter-latin-var.woff2?url";
import { useMarkHydrated } from "./lib/hydration";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The one brand font file (the same URL app.css asks for), fetched with the page instead of after the CSS.
  { rel: "preload", href: brandFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A URL, not a side-effect import: imported CSS belongs to the shell chunk, so every chunk loaded
  // later by import() (schemas, charts) listed it and Vite's preloader, not matching the "#" React
  // Router marks it with, added the whole stylesheet a second time: a second parse and a restyle
  // of the page.
  { rel: "stylesheet", href: stylesheetUrl },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#005c6e" />
        {/* Sends the page's exit if the visitor leaves before the app has started. */}
        {/* The inline scripts' text is in the prerendered HTML only: hydration keeps an element's inner
            HTML as it is, so the browser bundle need not carry the text nor the code it is made of. */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyExitScript() : "" }}
          suppressHydrationWarning
        />
        {/* Times the landing page's loading screen from the first paint (in the head, so the body is parsed in one go). */}
        {pathname === "/" ? (
          <script
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? loadingScreenScript() : "" }}
            suppressHydrationWarning
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useMarkHydrated();
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}

/** Shown while the SPA fallback (admin and affiliate areas) hydrates. */
export function HydrateFallback() {
  return <PageSkeleton />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4">Please reload the page. If the problem persists, contact us.</p>
      <a className="mt-6 inline-block font-semibold text-brand-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
