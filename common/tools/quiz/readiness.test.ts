import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeReadinessAnswers,
  encodeReadinessAnswers,
  type ReadinessQuestionRef,
  readinessDimensionIds,
  readinessLevel,
  scoreReadiness,
} from "./readiness";

const questions: ReadinessQuestionRef[] = readinessDimensionIds.flatMap((dimension) =>
  [1, 2, 3].map((n) => ({ id: `${dimension}-${n}`, dimension })),
);
const all = (points: number) => Object.fromEntries(questions.map((q) => [q.id, points]));

describe("scoreReadiness", () => {
  it("scores full marks 100 and no marks 0", () => {
    expect(scoreReadiness(questions, all(3))).toMatchObject({
      overall: 100,
      level: "scale-ready",
      answered: 15,
      total: 15,
    });
    expect(scoreReadiness(questions, all(0))).toMatchObject({ overall: 0, level: "foundations" });
  });

  it("scores each dimension from its own questions and averages them", () => {
    const answers = { ...all(3), "data-1": 0, "data-2": 0, "data-3": 1, "people-1": 1 };
    const r = scoreReadiness(questions, answers);
    expect(r.dimensions.find((d) => d.id === "data")!.score).toBe(11); // 1 of 9
    expect(r.dimensions.find((d) => d.id === "people")!.score).toBe(78); // 7 of 9
    expect(r.overall).toBe(Math.round((11 + 100 + 78 + 100 + 100) / 5));
    expect(r.weakest).toEqual(["data", "people"]);
  });

  it("scores empty answers as zero and breaks ties in dimension order", () => {
    const r = scoreReadiness(questions, {});
    expect(r.overall).toBe(0);
    expect(r.answered).toBe(0);
    expect(r.weakest).toEqual(["data", "processes"]);
  });

  it("ignores out-of-range, fractional and non-numeric answers safely", () => {
    const r = scoreReadiness(questions, { "data-1": 99, "data-2": -4, "data-3": Number.NaN });
    expect(r.dimensions[0].score).toBe(33);
    expect(scoreReadiness([], {}).overall).toBe(0);
  });

  it("maps scores to levels at 25, 50 and 75", () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(readinessLevel)).toEqual([
      "foundations",
      "foundations",
      "emerging",
      "emerging",
      "pilot-ready",
      "pilot-ready",
      "scale-ready",
      "scale-ready",
    ]);
  });

  it("keeps every score within 0-100", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...questions.map((q) => q.id)), fc.double()), (answers) => {
        const r = scoreReadiness(questions, answers);
        for (const value of [r.overall, ...r.dimensions.map((d) => d.score)]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe("share code", () => {
  it("round-trips any set of answers", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...questions.map((q) => q.id)), fc.integer({ min: 0, max: 3 })),
        (answers) => {
          const code = encodeReadinessAnswers(questions, answers);
          expect(code).toHaveLength(questions.length);
          expect(decodeReadinessAnswers(questions, code)).toEqual(answers);
        },
      ),
    );
  });

  it("rejects codes of the wrong length or with other characters", () => {
    expect(decodeReadinessAnswers(questions, "0123")).toBeNull();
    expect(decodeReadinessAnswers(questions, "01230123012301a")).toBeNull();
    expect(decodeReadinessAnswers(questions, "012301230123014")).toBeNull();
    expect(decodeReadinessAnswers(questions, null)).toBeNull();
    expect(decodeReadinessAnswers(questions, "x".repeat(15))).toEqual({});
  });
});
