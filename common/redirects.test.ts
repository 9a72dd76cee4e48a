import { describe, expect, it } from "vitest";
import { closestPage, matchingRule, type RedirectInput, redirectTarget } from "./redirects";

const PAGES = ["/", "/about", "/contact", "/solutions", "/roi-overview", "/ai-voice", "/ai-security"];

describe("the page a missing path most likely meant", () => {
  it("corrects a typo or a word, else takes the nearest parent page, else offers none", () => {
    expect(closestPage("/contcat", PAGES)).toBe("/contact");
    expect(closestPage("/ai-voices/", PAGES)).toBe("/ai-voice");
    expect(closestPage("/roi-overveiw", PAGES)).toBe("/roi-overview");
    expect(closestPage("/solutions/voice-agent", PAGES)).toBe("/solutions");
    expect(closestPage("/wp-login.php", PAGES)).toBeNull();
  });
});

describe("which rule applies, and where it sends", () => {
  const rules: RedirectInput[] = [
    { from: "/docs", match: "prefix", to: "/implementation", status: 301 },
    { from: "/docs/pricing", match: "exact", to: "/roi-overview?from=docs#table", status: 302 },
    { from: "/docs/api", match: "prefix", to: "https://developers.example/", status: 301 },
  ];
  it("prefers an exact rule, then the longest prefix, on whole path segments", () => {
    expect(matchingRule(rules, "/docs/pricing/")?.to).toBe("/roi-overview?from=docs#table");
    expect(matchingRule(rules, "/docs/api/v2")?.from).toBe("/docs/api");
    expect(matchingRule(rules, "/docs/guide")?.from).toBe("/docs");
    expect(matchingRule(rules, "/docsearch")).toBeNull();
  });
  it("keeps what follows a prefix and both query strings, and the target's fragment", () => {
    expect(redirectTarget(rules[1], "/docs/pricing?utm_source=mail")).toBe(
      "/roi-overview?from=docs&utm_source=mail#table",
    );
    expect(redirectTarget(rules[2], "/docs/api/v2/calls?key=1")).toBe("https://developers.example/v2/calls?key=1");
    expect(redirectTarget(rules[0], "/docs")).toBe("/implementation");
  });
});
