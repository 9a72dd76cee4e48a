import { Outlet, useLocation, useNavigation } from "react-router";
import { Footer } from "#app/components/layout/footer";
import { Navigation } from "#app/components/layout/navigation";
import { PageSkeleton } from "#app/components/ui/skeleton";
import { ReferralCapture } from "#app/features/affiliates";
import { PageTracker } from "#app/features/tracking/page-tracker";
import { useDelayedFlag } from "#app/lib/use-delayed-flag";

export default function SiteLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const arrivingPage = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  // A skeleton only when the next page's code takes noticeably long, so fast loads do not flash.
  const showSkeleton = useDelayedFlag(arrivingPage, 150);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      <Navigation />
      <main id="main" className="flex-1">
        {showSkeleton ? <PageSkeleton /> : <Outlet />}
      </main>
      <Footer />
      {/* The referral first, as before the two were split: its visitor record is the one the page view joins. */}
      <ReferralCapture />
      <PageTracker />
    </div>
  );
}
