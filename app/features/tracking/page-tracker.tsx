import { useEffect } from "react";
import { useLocation } from "react-router";
import { startTracking, trackPageView } from "./index";

/** Mounted once in the site layout: starts tracking after hydration and reports every page view. */
export function PageTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    startTracking();
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
