import { describe, expect, it } from "vitest";
import { isPrivatePath, normalizePath, publicStaticPaths, routeTable } from "./route-table";
import { isAdminPath } from "./tracking-rules";

const specRoutes =
  "/about, /technology, /contact, /demos, /implementation, /solutions, /solution/:slug, /results, /security, /ai-voice, /ai-security, /legal-ai, /ai-marketing, /ai-seo, /ai-business-intelligence, /manufacturing-ai, /finance-ai, /retail-ai, /faq, /ai-readiness-assessment, /ai-opportunity-finder, /case-studies, /ai-implementation-guide, /ai-cost-calculator, /ai-for-small-business, /roi-overview, /privacy-policy, /terms-conditions, /affiliate-register, /affiliate-dashboard, /admin/login, /admin/dashboard, /admin/affiliates, /admin/clients, /admin/sales-applications, /admin/settings, /admin/journey-analytics, /enterprise-dashboard, /sales-careers, /accessibility, /legal-documents".split(
    ", ",
  );

describe("route table", () => {
  it("holds exactly the spec's routes plus the home page, the leads inbox, the revenue report, the redirects, the team, the security page and the shared analytics", () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(
      [
        "/",
        "/admin/leads",
        "/admin/revenue",
        "/admin/redirects",
        "/admin/team",
        "/admin/invite",
        "/admin/security",
        "/shared-analytics",
        ...specRoutes,
      ].sort(),
    );
  });
  it("keeps admin and the affiliate dashboard private", () => {
    expect(isPrivatePath("/admin/clients")).toBe(true);
    expect(isPrivatePath("/admin/login/")).toBe(true);
    expect(isPrivatePath("/affiliate-dashboard?x=1")).toBe(true);
    // A shared analytics link is for the people it was sent to, not for search engines.
    expect(isPrivatePath("/shared-analytics")).toBe(true);
    // Nor is it visitor traffic: the tracker sends nothing from it, the server counts nothing.
    expect(isAdminPath("/shared-analytics")).toBe(true);
    expect(isAdminPath("/shared-analytics-and-more")).toBe(false);
    expect(publicStaticPaths.some((p) => p.startsWith("/admin"))).toBe(false);
  });
  it("normalises trailing slashes and queries", () => {
    expect(normalizePath("/about/")).toBe("/about");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/faq?q=1#x")).toBe("/faq");
  });
});
