import { describe, expect, it } from "vitest";
import { leadListQuerySchema, leadSourceText, leadUpdateSchema, newLeadsText, replyMailto } from "./leads";

describe("leads rules", () => {
  it("says how many leads wait for an answer", () => {
    expect(newLeadsText(0)).toBe("No new leads to answer");
    expect(newLeadsText(1)).toBe("1 new lead to answer");
    expect(newLeadsText(3)).toBe("3 new leads to answer");
    expect(newLeadsText(1200)).toBe("1,200 new leads to answer");
  });

  it("names what brought a lead: the partner's code, the campaign, the referring site", () => {
    const none = { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null, affiliateCode: null };
    expect(leadSourceText({ ...none, channel: "affiliate", affiliateCode: "mh2bqx8y", utmSource: "linkedin" })).toBe(
      "Partner: mh2bqx8y",
    );
    expect(
      leadSourceText({ ...none, channel: "campaign", utmSource: "linkedin", utmMedium: "social", utmCampaign: "q4" }),
    ).toBe("linkedin / q4");
    expect(leadSourceText({ ...none, channel: "campaign", utmSource: "newsletter" })).toBe("newsletter");
    expect(leadSourceText({ ...none, channel: "referral", referrer: "https://www.google.com/search?q=ai" })).toBe(
      "google.com",
    );
    expect(leadSourceText({ ...none, channel: "referral", referrer: "android-app://com.slack" })).toBe("com.slack");
    expect(leadSourceText({ ...none, channel: "direct" })).toBe("Direct");
  });

  it("prefills the reply's subject, and offers none without an e-mail", () => {
    expect(replyMailto({ email: "dana+x@example.com", kind: "opportunity" }, "Meridian AI")).toBe(
      "mailto:dana%2Bx%40example.com?subject=Your%20AI%20Opportunity%20Finder%20results%20from%20Meridian%20AI",
    );
    expect(replyMailto({ email: null, kind: "readiness" }, "Meridian AI")).toBeNull();
  });

  it("validates workflow changes and list queries", () => {
    expect(leadUpdateSchema.safeParse({ status: "contacted", followUpOn: null }).success).toBe(true);
    expect(leadUpdateSchema.safeParse({ followUpOn: "2031-02-29" }).success).toBe(false);
    expect(leadUpdateSchema.safeParse({}).success).toBe(false);
    expect(leadListQuerySchema.parse({ owner: "none", page: "2" })).toMatchObject({
      owner: "none",
      page: 2,
      pageSize: 25,
    });
    expect(leadListQuerySchema.safeParse({ owner: "someone" }).success).toBe(false);
  });
});
