import { useEffect } from "react";
import { captureReferralFromUrl } from "./referral";

/** Mounted once in the site layout: after hydration, a `ref` URL parameter is saved and reported once per load. */
export function ReferralCapture() {
  useEffect(() => {
    captureReferralFromUrl();
  }, []);
  return null;
}
