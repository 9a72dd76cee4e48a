import { readStoredJson, removeStored, writeStoredJson } from "#app/lib/storage";
import type { PartialOpportunityAnswers } from "#common/tools/quiz/opportunity";

/** The quiz's progress in localStorage, so a reload or a later visit carries on where it stopped. */
const QUIZ_STORAGE_KEY = "aiOpportunityQuiz";

interface QuizProgress {
  step: number;
  answers: PartialOpportunityAnswers;
}

export function loadQuizProgress(questionCount: number): QuizProgress | null {
  const parsed = readStoredJson("local", QUIZ_STORAGE_KEY) as Partial<QuizProgress> | null;
  if (typeof parsed !== "object" || parsed === null) return null;
  const step = Number(parsed.step);
  if (!Number.isInteger(step) || step < 0 || step > questionCount) return null;
  const answers = typeof parsed.answers === "object" && parsed.answers !== null ? parsed.answers : {};
  return { step, answers };
}

/** Storage full or blocked: the quiz still works, it just will not survive a reload. */
export function saveQuizProgress(progress: QuizProgress): void {
  writeStoredJson("local", QUIZ_STORAGE_KEY, progress);
}

export function clearQuizProgress(): void {
  removeStored("local", QUIZ_STORAGE_KEY);
}
