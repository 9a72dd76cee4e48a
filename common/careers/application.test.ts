import { describe, expect, it } from "vitest";
import { buildDocx, buildPdf, buildPlainZip } from "#server/modules/careers/test-fixtures";
import {
  APPLICATION_STATUSES,
  allowedNextStatuses,
  canMoveTo,
  detectResumeKind,
  safeResumeFileName,
  salesApplicationFieldsSchema,
} from "./application";

describe("detectResumeKind", () => {
  it("recognises PDF and DOCX from their bytes, whatever the name", () => {
    expect(detectResumeKind(buildPdf("x"))).toBe("pdf");
    expect(detectResumeKind(buildDocx("x"))).toBe("docx");
  });

  it("refuses other content, including other ZIP archives and truncated headers", () => {
    expect(detectResumeKind(buildPlainZip())).toBeNull();
    expect(detectResumeKind(new TextEncoder().encode("%PD"))).toBeNull();
    expect(detectResumeKind(new TextEncoder().encode(" %PDF-1.7"))).toBeNull();
    expect(detectResumeKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(detectResumeKind(new Uint8Array())).toBeNull();
  });
});

describe("review workflow", () => {
  it("moves forward one step at a time, or to rejected before the end", () => {
    expect(allowedNextStatuses("new")).toEqual(["reviewing", "rejected"]);
    expect(allowedNextStatuses("offer")).toEqual(["hired", "rejected"]);
    expect(allowedNextStatuses("hired")).toEqual([]);
    expect(allowedNextStatuses("rejected")).toEqual([]);
    const moves = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canMoveTo(from, to)).map((to) => `${from}>${to}`),
    );
    expect(moves).toEqual([
      "new>reviewing",
      "new>rejected",
      "reviewing>interview",
      "reviewing>rejected",
      "interview>offer",
      "interview>rejected",
      "offer>hired",
      "offer>rejected",
    ]);
  });
});

describe("application fields", () => {
  const valid = {
    role: "independent-sales-partner",
    name: " Sam Lee ",
    email: " Sam@Example.COM",
    phone: "020 7946 0958",
    location: "London",
    yearsExperience: "0",
    industries: "Retail",
    profileUrl: "https://samlee.example.com/portfolio",
    motivation: "x".repeat(50),
    consent: true,
  };

  it("normalises what the form and multipart send", () => {
    expect(salesApplicationFieldsSchema.parse(valid)).toMatchObject({
      name: "Sam Lee",
      email: "sam@example.com",
      yearsExperience: 0,
      consent: true,
    });
    expect(salesApplicationFieldsSchema.parse({ ...valid, consent: "on", clientId: "" }).clientId).toBeUndefined();
  });

  it("refuses missing consent, a non-web URL and too few phone digits", () => {
    const issue = (patch: Record<string, unknown>) =>
      salesApplicationFieldsSchema.safeParse({ ...valid, ...patch }).error?.issues[0];
    expect(issue({ consent: false })?.path).toEqual(["consent"]);
    expect(issue({ profileUrl: "ftp://example.com/cv" })?.message).toBe(
      "must be a web address, such as linkedin.com/in/your-name",
    );
    expect(issue({ profileUrl: "mailto:dana@example.com" })?.path).toEqual(["profileUrl"]);
    expect(issue({ profileUrl: "https://localhost" })?.path).toEqual(["profileUrl"]);
    expect(issue({ phone: "12-34" })?.message).toBe("must have at least 7 digits");
    expect(issue({ yearsExperience: "2.5" })?.message).toBe("must be a whole number of years");
  });

  it("completes an address typed without https:// and keeps one with its own scheme", () => {
    const url = (profileUrl: string) => salesApplicationFieldsSchema.parse({ ...valid, profileUrl }).profileUrl;
    expect(url("linkedin.com/in/dana")).toBe("https://linkedin.com/in/dana");
    expect(url("  www.linkedin.com/in/dana ")).toBe("https://www.linkedin.com/in/dana");
    expect(url("http://dana.example")).toBe("http://dana.example");
    expect(url("HTTPS://dana.example/cv")).toBe("HTTPS://dana.example/cv");
  });

  it("says a field is required when it is left empty, and what is wrong when it is filled in badly", () => {
    const issue = (patch: Record<string, unknown>) =>
      salesApplicationFieldsSchema.safeParse({ ...valid, ...patch }).error?.issues[0];
    expect(issue({ role: "" })?.message).toBe("is required");
    expect(issue({ role: "astronaut" })?.message).toBe("must be one of the open roles");
    expect(issue({ name: "  " })?.message).toBe("is required");
    expect(issue({ name: "A" })?.message).toBe("must be at least 2 characters");
    expect(issue({ yearsExperience: "" })?.message).toBe("is required");
    expect(issue({ yearsExperience: "many" })?.message).toBe("must be a number of years");
    expect(issue({ motivation: "" })?.message).toBe("is required");
  });
});

describe("safeResumeFileName", () => {
  it("keeps a readable name with the extension of the real type and nothing that could break a header", () => {
    expect(safeResumeFileName("Dana Whitfield CV.pdf", "pdf")).toBe("Dana-Whitfield-CV.pdf");
    expect(safeResumeFileName('évil"; filename=x.exe', "docx")).toBe("evil-filename-x.docx");
    expect(safeResumeFileName("cv.png", "pdf")).toBe("cv.pdf");
    expect(safeResumeFileName("", "pdf")).toBe("resume.pdf");
  });
});
