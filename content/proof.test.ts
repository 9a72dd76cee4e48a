import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Proof, ProofPlaces } from "#common/proof";
import { industryPages } from "./industry-pages";
import { proof } from "./proof";
import { prebuiltSolutions } from "./solutions/prebuilt-solutions";

const PUBLIC = path.resolve(import.meta.dirname, "../public");
const industryPaths = new Set<string>(industryPages.map((p) => p.path));
const solutionSlugs = new Set<string>(prebuiltSolutions.map((s) => s.slug));

/** What a site owner could get wrong in the proof file, each said so they can fix it. */
function problemsOf(file: Proof): string[] {
  const problems: string[] = [];
  const text = (where: string, value: string | undefined) => {
    if (!value?.trim()) problems.push(`${where}: empty`);
  };
  const image = (where: string, src: string | undefined) => {
    if (src === undefined) return;
    if (!src.startsWith("/proof/")) problems.push(`${where}: must be a file under public/proof/ ("/proof/…")`);
    else if (!fs.existsSync(path.join(PUBLIC, src))) problems.push(`${where}: public${src} does not exist`);
  };
  const places = (where: string, item: ProofPlaces) => {
    for (const slug of item.solutions ?? [])
      if (!solutionSlugs.has(slug)) problems.push(`${where}: no pre-built solution "${slug}"`);
    for (const page of item.industries ?? [])
      if (!industryPaths.has(page)) problems.push(`${where}: no industry page "${page}"`);
  };
  file.logos.forEach((l, i) => {
    text(`logos[${i}].company`, l.company);
    image(`logos[${i}].logo`, l.logo);
    if (l.url !== undefined && !l.url.startsWith("https://"))
      problems.push(`logos[${i}].url: must start with https://`);
    places(`logos[${i}]`, l);
  });
  file.testimonials.forEach((t, i) => {
    for (const key of ["person", "role", "company", "quote"] as const) text(`testimonials[${i}].${key}`, t[key]);
    if (/^["“]|["”]$/.test(t.quote.trim())) problems.push(`testimonials[${i}].quote: without quotation marks`);
    image(`testimonials[${i}].photo`, t.photo);
    places(`testimonials[${i}]`, t);
  });
  file.figures.forEach((f, i) => {
    for (const key of ["figure", "label", "source"] as const) text(`figures[${i}].${key}`, f[key]);
    if (!f.sourceUrl.startsWith("https://")) problems.push(`figures[${i}].sourceUrl: must start with https://`);
    places(`figures[${i}]`, f);
  });
  return problems;
}

describe("the proof file (content/proof.ts)", () => {
  it("holds only complete, checkable entries", () => {
    expect(problemsOf(proof)).toEqual([]);
  });

  it("would name every mistake an owner could make", () => {
    expect(
      problemsOf({
        logos: [{ company: " ", logo: "/proof/missing.svg", url: "http://acme.example", solutions: ["chatbot"] }],
        testimonials: [
          { person: "Ana Ruiz", role: "", company: "Acme", quote: "“Great team.”", photo: "https://cdn.example/a.jpg" },
        ],
        figures: [{ figure: "40%", label: "faster", source: "Acme", sourceUrl: "", industries: ["/health-ai"] }],
      }),
    ).toEqual([
      "logos[0].company: empty",
      "logos[0].logo: public/proof/missing.svg does not exist",
      "logos[0].url: must start with https://",
      'logos[0]: no pre-built solution "chatbot"',
      "testimonials[0].role: empty",
      "testimonials[0].quote: without quotation marks",
      'testimonials[0].photo: must be a file under public/proof/ ("/proof/…")',
      "figures[0].sourceUrl: must start with https://",
      'figures[0]: no industry page "/health-ai"',
    ]);
  });
});
