import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Proof } from "#common/proof";

const EMPTY: Proof = { logos: [], testimonials: [], figures: [] };

/** The proof file the pages are built with: empty, as the site ships, unless a test fills it. */
const file = vi.hoisted(() => ({ proof: null as Proof | null }));
vi.mock("#content/proof", async (original) => {
  const actual = await original<typeof import("#content/proof")>();
  return {
    ...actual,
    get proof() {
      return file.proof ?? actual.proof;
    },
  };
});

/** A filled proof file, as a site owner would write it. */
const SAMPLE: Proof = {
  logos: [{ company: "Harbor Dental Group", logo: "/proof/harbor-dental.svg", url: "https://harbor-dental.example" }],
  testimonials: [
    {
      person: "Maya Lindqvist",
      role: "Operations Director",
      company: "Harbor Dental Group",
      quote: "The assistant now books the appointments we used to lose after hours.",
      solutions: ["voice"],
    },
  ],
  figures: [
    {
      figure: "38%",
      label: "fewer missed calls in the first quarter",
      source: "Harbor Dental Group call logs, January to March 2026",
      sourceUrl: "https://harbor-dental.example/report",
      industries: ["/finance-ai"],
    },
  ],
};

async function render(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(MemoryRouter, null, element));
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The landing page as its build renders it: its loader's data, then the whole page. */
async function landingPage(): Promise<string> {
  const { default: HomePage, loader } = await import("./home");
  return render(createElement(HomePage as never, { loaderData: loader() } as never));
}

describe("clients' proof on the landing page", () => {
  beforeEach(() => {
    file.proof = null;
  });

  it("shows nothing of it with the proof file as shipped (empty): no heading, no frame, no placeholder", async () => {
    const html = await landingPage();
    expect(html).toContain("Real projects, measured results");
    expect(html).not.toContain("customer-proof-heading");
    expect(html).not.toMatch(/Teams we work with|What our clients say|Measured results|Source:/);
  });

  it("shows every logo, testimonial and sourced figure once the file holds them, after the case studies", async () => {
    file.proof = SAMPLE;
    const html = await landingPage();
    const section = html.slice(html.indexOf('aria-labelledby="customer-proof-heading"'));
    expect(html.indexOf("customer-proof-heading")).toBeGreaterThan(html.indexOf("case-studies-heading"));
    expect(section).toContain('alt="Harbor Dental Group"');
    expect(section).toContain('href="https://harbor-dental.example"');
    expect(section).toContain("The assistant now books the appointments we used to lose after hours.");
    expect(section).toContain("Maya Lindqvist");
    expect(section).toContain("Operations Director, Harbor Dental Group");
    expect(section).toContain("38%");
    expect(section).toContain('href="https://harbor-dental.example/report"');
  });

  it("leaves out a block with nothing in it: figures alone show no logo row and no testimonial frame", async () => {
    file.proof = { ...EMPTY, figures: SAMPLE.figures };
    const html = await landingPage();
    expect(html).toContain("fewer missed calls in the first quarter");
    expect(html).not.toContain("Teams we work with");
    expect(html).not.toContain("<figure");
  });
});

describe("clients' proof on solution and industry pages", () => {
  it("shows only what names the page, and nothing on a page nothing names", async () => {
    file.proof = SAMPLE;
    const { customerProofHtml } = await import("#app/features/solutions/loaders");
    const voice = customerProofHtml({ solution: "voice" });
    expect(voice).toContain("Maya Lindqvist");
    expect(voice).not.toContain("38%");
    expect(voice).not.toContain("Teams we work with");
    const finance = customerProofHtml({ industry: "/finance-ai" });
    expect(finance).toContain("38%");
    expect(finance).not.toContain("Maya Lindqvist");
    expect(customerProofHtml({ solution: "security" })).toBe("");
    expect(customerProofHtml({ industry: "/retail-ai" })).toBe("");
  });
});
