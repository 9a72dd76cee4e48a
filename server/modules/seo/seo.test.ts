import { describe, expect, it } from "vitest";
import { privatePaths, publicStaticPaths, routeTable } from "#common/route-table";
import { site } from "#content/site";
import { buildRobotsTxt, buildSitemapXml } from "./routes";

describe("sitemap.xml", () => {
  const xml = buildSitemapXml();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every public route", () => {
    for (const path of publicStaticPaths) expect(locs).toContain(`${site.url}${path}`);
  });

  it("leaves out every private route", () => {
    for (const path of privatePaths) expect(locs).not.toContain(`${site.url}${path}`);
    expect(locs.some((l) => l.includes("/admin"))).toBe(false);
  });
});

describe("robots.txt", () => {
  const robots = buildRobotsTxt();
  it("disallows the admin area, the affiliate dashboard and the API", () => {
    expect(robots).toContain("Disallow: /admin/\n");
    expect(robots).toContain("Disallow: /affiliate-dashboard\n");
    expect(robots).toContain("Disallow: /api/\n");
  });
  it("disallows no public page", () => {
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    for (const entry of routeTable.filter((r) => r.access === "public")) {
      expect(disallowed.some((d) => entry.path.startsWith(d))).toBe(false);
    }
  });
  it("points to the sitemap", () => {
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
