import { describe, expect, it } from "vitest";
import { schedulingLinkFor } from "./scheduling-link";

describe("schedulingLinkFor", () => {
  const id = "8a6e0f5e-7c1b-4b1a-9d55-3f1f2b6b9c10";

  it("passes the client id as Cal.com booking metadata", () => {
    const link = new URL(schedulingLinkFor("https://cal.com/meridian-ai/free-consultation", id));
    expect(link.origin + link.pathname).toBe("https://cal.com/meridian-ai/free-consultation");
    expect(link.searchParams.get("metadata[clientId]")).toBe(id);
  });

  it("passes it as utm_content to Calendly, keeping the link's own parameters", () => {
    const link = new URL(schedulingLinkFor("https://calendly.com/meridian/30min?hide_gdpr_banner=1", id));
    expect(link.searchParams.get("utm_content")).toBe(id);
    expect(link.searchParams.get("hide_gdpr_banner")).toBe("1");
  });

  it("replaces an id already on the link, and leaves the link alone without an id", () => {
    const once = schedulingLinkFor("https://cal.com/x", "first");
    expect(new URL(schedulingLinkFor(once, id)).searchParams.getAll("metadata[clientId]")).toEqual([id]);
    expect(schedulingLinkFor("https://cal.com/x", null)).toBe("https://cal.com/x");
  });
});
