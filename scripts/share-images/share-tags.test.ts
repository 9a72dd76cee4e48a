import { describe, expect, it } from "vitest";
import { cardText } from "./card-text";
import { pageTitle, shareImageTags, withShareImageTags } from "./share-tags";

const HEAD = `<title>Policy and Compliance Q&amp;A | AI for Legal</title><meta property="og:url" content="https://x.example/a"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:description" content="D"/><link rel="stylesheet" href="/s.css"/>`;
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;

describe("a page's share image tags", () => {
  it("reads the title as text", () => {
    expect(pageTitle(page("<title>Don&#x27;t &quot;wait&quot; &lt;3 &#8212; go</title>"))).toBe(`Don't "wait" <3 — go`);
  });

  it("go right after seo()'s last social tag, with the alt text escaped", () => {
    const out = withShareImageTags(page(HEAD), shareImageTags("https://x.example/assets/share-a-1.png", 'Q&A "now"'));
    expect(out).toContain(
      '<meta name="twitter:description" content="D"/><meta property="og:image" content="https://x.example/assets/share-a-1.png"/>',
    );
    expect(out).toContain('<meta property="og:image:alt" content="Q&amp;A &quot;now&quot;"/>');
    expect(out).toContain('<meta name="twitter:image" content="https://x.example/assets/share-a-1.png"/>');
  });

  it("fail on a page without seo()'s tags or with an image already", () => {
    expect(() => withShareImageTags(page("<title>T</title>"), "")).toThrow(/twitter:description/);
    const tagged = withShareImageTags(page(HEAD), shareImageTags("https://x.example/i.png", "alt"));
    expect(() => withShareImageTags(tagged, "")).toThrow(/og:image already/);
  });
});

describe("a card's headline and subhead", () => {
  it("split the title at its bar and leave out the brand alone", () => {
    expect(cardText("AI Voice Assistant | Answer Every Call", "Meridian AI")).toEqual({
      headline: "AI Voice Assistant",
      subhead: "Answer Every Call",
    });
    expect(cardText("Meridian AI | Custom AI Solutions", "Meridian AI")).toEqual({
      headline: "Custom AI Solutions",
      subhead: undefined,
    });
    expect(cardText("About Meridian AI | Who Builds Your AI", "Meridian AI").headline).toBe("About Meridian AI");
  });
});
