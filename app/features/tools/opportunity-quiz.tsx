import { ArrowLeft, ArrowRight, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Panel } from "#app/components/ui/panel";
import { trackFunnel, trackFunnelAwareness } from "#app/features/tracking";
import { checkedInputs } from "#app/lib/hydration";
import type { PartialOpportunityAnswers } from "#common/tools/quiz/opportunity";
import { opportunityIntro, opportunityQuestions, QUIZ_FUNNEL } from "#content/tools/opportunity";
import { whenIdle } from "./on-demand";
import { OpportunityMethod } from "./opportunity-method";
import { OpportunityResult } from "./opportunity-result";
import { quizChecks } from "./quiz-checks";
import { clearQuizProgress, loadQuizProgress, saveQuizProgress } from "./quiz-storage";

const TOTAL = opportunityQuestions.length;

/** The first question's answer as the visitor chose it on the prerendered page, if they did. */
function chosenBeforeHydration(form: HTMLFormElement | null): PartialOpportunityAnswers | null {
  const [first] = opportunityQuestions;
  const values = checkedInputs(form)
    .filter(({ name, value }) => name === first.id && first.options.some((option) => option.value === value))
    .map(({ value }) => value);
  if (!values.length) return null;
  return { [first.id]: first.multiple ? values : values[0] } as PartialOpportunityAnswers;
}

/** The 2-minute AI Opportunity Quiz: one question at a time, progress kept across reloads. */
export function OpportunityQuiz() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<PartialOpportunityAnswers>({});
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const progressRef = useRef({ step, completed: false });
  progressRef.current = { step, completed: step >= TOTAL };

  // Restore saved progress after hydration (the prerendered page shows question 1). A finished
  // quiz shows its result only if the answers still pass the checks, so those load first then.
  // An answer the visitor chose before the scripts started is question 1's, and the quiz stays there.
  useEffect(() => {
    const saved = loadQuizProgress(TOTAL);
    const early = chosenBeforeHydration(formRef.current);
    if (early) {
      setAnswers({ ...saved?.answers, ...early });
      setRestored(true);
      return;
    }
    const restore = (step: number) => {
      if (saved) {
        setAnswers(saved.answers);
        setStep(step);
      }
      setRestored(true);
    };
    if (saved?.step !== TOTAL) return restore(saved?.step ?? 0);
    quizChecks.load().then(
      (checks) => restore(checks.opportunityAnswersSchema.safeParse(saved.answers).success ? TOTAL : TOTAL - 1),
      () => restore(TOTAL - 1),
    );
  }, []);

  useEffect(
    () =>
      whenIdle(() => {
        quizChecks.load().catch(() => undefined); // tried again at Next
      }),
    [],
  );

  useEffect(() => {
    if (restored) saveQuizProgress({ step, answers });
  }, [restored, step, answers]);

  // Funnel: awareness on entering; abandoned (with the last question reached) on leaving unfinished.
  useEffect(() => {
    trackFunnelAwareness(QUIZ_FUNNEL);
    let reported = false;
    const abandon = () => {
      const { step: at, completed } = progressRef.current;
      if (reported || completed) return;
      reported = true;
      const question = opportunityQuestions[Math.min(at, TOTAL - 1)];
      trackFunnel(QUIZ_FUNNEL, "abandoned", {
        dropoffReason: `Left at question ${at + 1} of ${TOTAL}: ${question.short}`,
      });
    };
    window.addEventListener("pagehide", abandon);
    return () => {
      window.removeEventListener("pagehide", abandon);
      abandon();
    };
  }, []);

  // After a step change, focus the new question (or the result) so keyboard and screen-reader users follow.
  const go = useCallback((next: number) => {
    setError(null);
    setStep(next);
    requestAnimationFrame(() => requestAnimationFrame(() => headingRef.current?.focus()));
  }, []);

  // The checks have loaded by now: Next and the restore above both wait for them.
  const checks = quizChecks.loaded();
  if (step >= TOTAL && checks) {
    const parsed = checks.opportunityAnswersSchema.safeParse(answers);
    if (parsed.success) {
      return (
        <OpportunityResult
          answers={parsed.data}
          headingRef={headingRef}
          onRestart={() => {
            clearQuizProgress();
            setAnswers({});
            go(0);
          }}
          onBack={() => go(TOTAL - 1)}
        />
      );
    }
  }

  const index = Math.min(step, TOTAL - 1);
  const question = opportunityQuestions[index];
  const value = answers[question.id];
  const selected: string[] = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];

  const toggle = (option: string) => {
    setError(null);
    setAnswers((current) => {
      if (!question.multiple) return { ...current, [question.id]: option };
      const list = new Set((current[question.id] as string[] | undefined) ?? []);
      if (list.has(option)) list.delete(option);
      else list.add(option);
      // "Not much yet" excludes the data sources and the other way round.
      if (question.id === "data") {
        if (option === "none" && list.has("none")) return { ...current, data: ["none"] };
        list.delete("none");
        if (option === "none" && !list.has("none")) list.clear();
      }
      return { ...current, [question.id]: [...list] } as PartialOpportunityAnswers;
    });
  };

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    let problem: string | null;
    try {
      problem = (await quizChecks.load()).validateOpportunityStep(question.id, answers);
    } catch {
      problem = opportunityIntro.checksNotLoaded;
    }
    if (problem) {
      setError(problem);
      document.querySelector<HTMLInputElement>(`#quiz-options input`)?.focus();
      return;
    }
    trackFunnel(QUIZ_FUNNEL, `question_${index + 1}_${question.id}`);
    go(index + 1);
  };

  const errorId = "quiz-error";
  const helpId = "quiz-help";
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Panel aria-labelledby="quiz-question">
        <form ref={formRef} onSubmit={next} noValidate aria-label="Opportunity Finder questions">
          <p className="text-sm font-semibold text-brand-700" aria-live="polite">
            Question {index + 1} of {TOTAL}
          </p>
          <div
            className="mt-2 h-2 rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Quiz progress"
            aria-valuemin={0}
            aria-valuemax={TOTAL}
            aria-valuenow={index}
            aria-valuetext={`Question ${index + 1} of ${TOTAL}`}
          >
            <div
              className="h-2 rounded-full bg-brand-600 transition-all"
              style={{ width: `${(index / TOTAL) * 100}%` }}
            />
          </div>
          <fieldset className="mt-6" aria-describedby={error ? `${helpId} ${errorId}` : helpId}>
            <legend className="contents">
              <h2 id="quiz-question" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
                {question.title}
              </h2>
            </legend>
            <p id={helpId} className="mt-1 text-slate-600">
              {question.help}
            </p>
            {error ? (
              <Alert id={errorId} className="mt-3">
                {error}
              </Alert>
            ) : null}
            <div id="quiz-options" className={`mt-5 grid gap-2 ${question.options.length > 8 ? "sm:grid-cols-2" : ""}`}>
              {question.options.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input
                    type={question.multiple ? "checkbox" : "radio"}
                    name={question.id}
                    value={option.value}
                    checked={selected.includes(option.value)}
                    onChange={() => toggle(option.value)}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <span>
                    <span className="block font-medium text-ink">{option.label}</span>
                    {option.hint ? <span className="block text-sm text-slate-600">{option.hint}</span> : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-8 flex flex-wrap justify-between gap-3">
            <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
            </Button>
            <Button type="submit">
              {index === TOTAL - 1 ? "See my opportunities" : "Next"}{" "}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </form>
      </Panel>
      <aside className="space-y-4 text-sm">
        <Panel>
          <h2 className="text-base font-semibold">Your progress</h2>
          <ol className="mt-3 space-y-1.5">
            {opportunityQuestions.map((q, i) => (
              <li
                key={q.id}
                className={`flex items-center gap-2 ${i === index ? "font-semibold text-ink" : "text-slate-600"}`}
                aria-current={i === index ? "step" : undefined}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 items-center justify-center rounded-full text-xs ${i < index ? "bg-brand-600 text-white" : i === index ? "border-2 border-brand-600 text-brand-700" : "border border-slate-300"}`}
                >
                  {i + 1}
                </span>
                {q.short}
                {i < index ? <span className="sr-only"> (answered)</span> : null}
              </li>
            ))}
          </ol>
          <p className="mt-4 text-slate-600">{opportunityIntro.resumeNote}</p>
          {step > 0 || Object.keys(answers).length ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 -ml-3"
              onClick={() => {
                clearQuizProgress();
                setAnswers({});
                go(0);
              }}
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" /> Start again
            </Button>
          ) : null}
        </Panel>
        <OpportunityMethod />
      </aside>
    </div>
  );
}
