/**
 * Scoring of the AI readiness assessment (/ai-readiness-assessment). The questions live in
 * content/tools/readiness.ts; every answer scores 0-3 points and each dimension is scored
 * out of 100 from its own questions, the overall score being the average of the dimensions.
 */

export const readinessDimensionIds = ["data", "processes", "people", "technology", "leadership"] as const;
export type ReadinessDimensionId = (typeof readinessDimensionIds)[number];

const MAX_ANSWER_POINTS = 3;

export interface ReadinessQuestionRef {
  id: string;
  dimension: ReadinessDimensionId;
}

/** Question id -> points (0-3). Unanswered questions score 0. */
export type ReadinessAnswers = Record<string, number>;

const readinessLevelIds = ["foundations", "emerging", "pilot-ready", "scale-ready"] as const;
export type ReadinessLevelId = (typeof readinessLevelIds)[number];

/** Lower bound of each level's overall score. */
const readinessLevelThresholds: Record<ReadinessLevelId, number> = {
  foundations: 0,
  emerging: 25,
  "pilot-ready": 50,
  "scale-ready": 75,
};

const WEAKEST_COUNT = 2;

interface ReadinessResult {
  overall: number;
  level: ReadinessLevelId;
  dimensions: { id: ReadinessDimensionId; score: number }[];
  /** The lowest-scoring dimensions, lowest first (ties keep the dimension order). */
  weakest: ReadinessDimensionId[];
  answered: number;
  total: number;
}

export function readinessLevel(score: number): ReadinessLevelId {
  let level: ReadinessLevelId = "foundations";
  for (const id of readinessLevelIds) if (score >= readinessLevelThresholds[id]) level = id;
  return level;
}

function points(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return Math.min(MAX_ANSWER_POINTS, Math.max(0, Math.round(value)));
}

export function scoreReadiness(questions: readonly ReadinessQuestionRef[], answers: ReadinessAnswers): ReadinessResult {
  const dimensions = readinessDimensionIds.map((id) => {
    const own = questions.filter((q) => q.dimension === id);
    const earned = own.reduce((sum, q) => sum + points(answers[q.id]), 0);
    const possible = own.length * MAX_ANSWER_POINTS;
    return { id, score: possible === 0 ? 0 : Math.round((earned / possible) * 100) };
  });
  const overall = Math.round(dimensions.reduce((sum, d) => sum + d.score, 0) / dimensions.length);
  const weakest = [...dimensions]
    .map((d, order) => ({ ...d, order }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, WEAKEST_COUNT)
    .map((d) => d.id);
  const answered = questions.filter((q) => typeof answers[q.id] === "number" && Number.isFinite(answers[q.id])).length;
  return { overall, level: readinessLevel(overall), dimensions, weakest, answered, total: questions.length };
}

/**
 * Answers as a share code: one character per question in question order, the points as a
 * digit, "x" for unanswered. Restoring checks length and characters and gives null otherwise.
 */
export function encodeReadinessAnswers(questions: readonly ReadinessQuestionRef[], answers: ReadinessAnswers): string {
  return questions
    .map((q) => {
      const value = answers[q.id];
      return typeof value === "number" && Number.isFinite(value) ? String(points(value)) : "x";
    })
    .join("");
}

export function decodeReadinessAnswers(
  questions: readonly ReadinessQuestionRef[],
  code: string | null | undefined,
): ReadinessAnswers | null {
  if (typeof code !== "string" || code.length !== questions.length) return null;
  if (!new RegExp(`^[0-${MAX_ANSWER_POINTS}x]+$`).test(code)) return null;
  const answers: ReadinessAnswers = {};
  questions.forEach((q, index) => {
    const char = code[index];
    if (char !== "x") answers[q.id] = Number(char);
  });
  return answers;
}
