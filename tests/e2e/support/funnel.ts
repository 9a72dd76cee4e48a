import type { Page } from "@playwright/test";

interface FunnelCall {
  funnelType: string;
  stage: string;
  conversionValue?: number;
  dropoffReason?: string;
}

/** The funnel calls (POST /api/journey/funnel) the page sends from now on, as their JSON bodies. */
export function collectFunnel(page: Page): FunnelCall[] {
  const calls: FunnelCall[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/journey/funnel") && request.method() === "POST")
      calls.push(request.postDataJSON());
  });
  return calls;
}

/** The stages reported for one funnel type, in order. */
export const stagesOf = (calls: FunnelCall[], funnelType: string) =>
  calls.filter((c) => c.funnelType === funnelType).map((c) => c.stage);
