import { useEffect } from "react";
import { useLocation, useNavigation, useNavigationType } from "react-router";
import { loadWebVitalsWhenIdle } from "./load-web-vitals";
import { leavingPage, startTracking, trackPageView } from "./page-views";
import { tagSchedulingLinks } from "./scheduling-links";

/** Mounted once in the site layout: starts tracking after hydration and reports every page view. */
export function PageTracker() {
  const { pathname } = useLocation();
  const restored = useNavigationType() === "POP";
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location?.pathname !== pathname;
  useEffect(() => {
    // In tasks after the commit's, not inside it: at hydration the commit is the page's longest
    // task, and the tracker's start (storage, cookie, the first sync) would make it longer. The
    // page view before the start, so the first sync already holds it.
    inTasksOfTheirOwn([() => trackPageView(pathname, restored), startTracking, tagSchedulingLinks]);
  }, [pathname, restored]);
  useEffect(loadWebVitalsWhenIdle, []);
  // While the next page loads, scrolling (the skeleton, the scroll to the top) is not this page's.
  useEffect(() => leavingPage(leaving), [leaving]);
  return null;
}

/** Runs the steps in order, each in a task of its own, so that none adds to another's length. */
function inTasksOfTheirOwn([step, ...rest]: (() => void)[]) {
  if (!step) return;
  setTimeout(() => {
    step();
    inTasksOfTheirOwn(rest);
  }, 0);
}
