import type { PartialOpportunityAnswers } from "../../../common/quiz/opportunity";

/** The quiz's progress in localStorage, so a reload or a later visit carries on where it stopped. */
export const QUIZ_STORAGE_KEY = "aiOpportunityQuiz";

export interface QuizProgress {
  step: number;
  answers: PartialOpportunityAnswers;
}

export function loadQuizProgress(questionCount: number): QuizProgress | null {
  try {
    const raw = window.localStorage.getItem(QUIZ_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<QuizProgress>;
    if (typeof parsed !== "object" || parsed === null) return null;
    const step = Number(parsed.step);
    if (!Number.isInteger(step) || step < 0 || step > questionCount) return null;
    const answers = typeof parsed.answers === "object" && parsed.answers !== null ? parsed.answers : {};
    return { step, answers };
  } catch {
    return null;
  }
}

export function saveQuizProgress(progress: QuizProgress): void {
  try {
    window.localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or blocked: the quiz still works, it just will not survive a reload.
  }
}

export function clearQuizProgress(): void {
  try {
    window.localStorage.removeItem(QUIZ_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
