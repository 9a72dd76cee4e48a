import { describe, expect, it } from "vitest";
import { solutions } from "#content/solutions";
import { storyNames } from "./readable";

describe("the story's names for the site", () => {
  it("knows every page the site has, and no other address", () => {
    const missing = storyNames.isMissingPage as (path: string) => boolean;
    for (const path of ["/", "/about", "/contact/", "/affiliate-dashboard", `/solution/${solutions[0].slug}`])
      expect(missing(path), path).toBe(false);
    for (const path of ["/pricing-2023", "/solution/no-such-solution", "/admin-old", "/about/team"])
      expect(missing(path), path).toBe(true);
  });
});
