import { Link2, Printer, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { trackEvent, trackFunnel } from "#app/features/tracking";
import { checkedInputs } from "#app/lib/hydration";
import {
  decodeReadinessAnswers,
  encodeReadinessAnswers,
  type ReadinessAnswers,
  readinessDimensionIds,
  scoreReadiness,
} from "#common/tools/quiz/readiness";
import {
  readinessDimensions,
  readinessIntro,
  readinessLevels,
  readinessNextSteps,
  readinessQuestions,
  readinessResultCopy,
} from "#content/tools/readiness";
import { Assumptions, ConsultationCta } from "./ui";

const SHARE_PARAM = "r";
const FUNNEL = "ai_readiness_assessment";

const steps = readinessDimensionIds.map((dimension) => ({
  dimension,
  questions: readinessQuestions.filter((q) => q.dimension === dimension),
}));

export function ReadinessAssessment() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [answers, setAnswers] = useState<ReadinessAnswers>({});
  const [step, setStep] = useState(0);
  const [showResult, setShowResult] = useState(false);
  const [shared, setShared] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionsRef = useRef<HTMLDivElement>(null);
  const startedRef = useRef(false);
  // The code this visitor's own result wrote into the URL: that result is theirs, not a shared one.
  const ownCodeRef = useRef<string | null>(null);

  // A share link restores its result (after hydration, so the prerendered page stays the intro).
  const code = searchParams.get(SHARE_PARAM);
  useEffect(() => {
    if (code !== null && code === ownCodeRef.current) return;
    const restored = decodeReadinessAnswers(readinessQuestions, code);
    if (restored && Object.keys(restored).length === readinessQuestions.length) {
      setAnswers(restored);
      setShowResult(true);
      setShared(true);
    }
  }, [code]);

  // Answers chosen on the prerendered page before the scripts started count (a share link wins).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, from what the inputs hold then
  useEffect(() => {
    if (code !== null) return;
    for (const { name, value } of checkedInputs(questionsRef.current)) {
      const question = readinessQuestions.find((q) => q.id === name);
      const points = Number(value);
      if (question && Number.isInteger(points) && points >= 0 && points < question.options.length) choose(name, points);
    }
  }, []);

  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  const choose = (id: string, points: number) => {
    if (!startedRef.current) {
      startedRef.current = true;
      trackFunnel(FUNNEL, "awareness");
    }
    setAnswers((a) => ({ ...a, [id]: points }));
    setMissing((m) => m.filter((x) => x !== id));
  };

  const current = steps[step];
  const next = () => {
    const unanswered = current.questions.filter((q) => answers[q.id] === undefined).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length) {
      document.getElementById(`rq-${unanswered[0]}`)?.querySelector("input")?.focus();
      return;
    }
    trackFunnel(FUNNEL, `dimension_${step + 1}_${current.dimension}`);
    if (step < steps.length - 1) {
      setStep(step + 1);
      focusHeading();
    } else {
      const result = scoreReadiness(readinessQuestions, answers);
      trackFunnel(FUNNEL, "purchase", { conversionValue: result.overall });
      // The answers go with the result, so the lead's story is scored from them on the server.
      ownCodeRef.current = encodeReadinessAnswers(readinessQuestions, answers);
      trackEvent("demo_usage", {
        element: "readiness-assessment",
        details: { tool: "readiness-assessment", score: result.overall, answers: ownCodeRef.current },
      });
      setShowResult(true);
      setShared(false);
      setSearchParams({ [SHARE_PARAM]: ownCodeRef.current }, { replace: true, preventScrollReset: true });
      focusHeading();
    }
  };

  const restart = () => {
    setAnswers({});
    setStep(0);
    setShowResult(false);
    setShared(false);
    setMissing([]);
    ownCodeRef.current = null;
    setSearchParams({}, { replace: true, preventScrollReset: true });
    focusHeading();
  };

  if (showResult)
    return <ReadinessResultView answers={answers} shared={shared} onRestart={restart} headingRef={headingRef} />;

  const answeredCount = readinessQuestions.filter((q) => answers[q.id] !== undefined).length;
  return (
    <div ref={questionsRef} className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Panel aria-labelledby="readiness-step-title">
        <p className="text-sm font-semibold text-brand-700">
          Step {step + 1} of {steps.length}: {readinessDimensions[current.dimension].name}
        </p>
        <div
          className="mt-2 h-2 rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Questions answered"
          aria-valuemin={0}
          aria-valuemax={readinessQuestions.length}
          aria-valuenow={answeredCount}
          aria-valuetext={`${answeredCount} of ${readinessQuestions.length} questions answered`}
        >
          <div
            className="h-2 rounded-full bg-brand-600 transition-all"
            style={{ width: `${(answeredCount / readinessQuestions.length) * 100}%` }}
          />
        </div>
        <h2 id="readiness-step-title" ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold">
          {readinessDimensions[current.dimension].name}
        </h2>
        <p className="mt-1 text-slate-600">{readinessDimensions[current.dimension].description}</p>
        <div className="mt-6 space-y-7">
          {current.questions.map((q, qi) => {
            const isMissing = missing.includes(q.id);
            return (
              <fieldset key={q.id} id={`rq-${q.id}`} aria-describedby={isMissing ? `rq-${q.id}-error` : undefined}>
                <legend className="font-semibold text-ink">
                  {qi + 1}. {q.text}
                </legend>
                {isMissing ? (
                  <p id={`rq-${q.id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    Choose an answer to continue.
                  </p>
                ) : null}
                <div className="mt-3 grid gap-2 sm:grid-cols-2">
                  {q.options.map((label, points) => (
                    <label
                      key={label}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                    >
                      <input
                        type="radio"
                        name={q.id}
                        value={points}
                        checked={answers[q.id] === points}
                        onChange={() => choose(q.id, points)}
                        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                      />
                      <span>{label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          <Button
            variant="secondary"
            disabled={step === 0}
            onClick={() => {
              setMissing([]);
              setStep(step - 1);
              focusHeading();
            }}
          >
            Back
          </Button>
          <Button onClick={next}>{step === steps.length - 1 ? "See my result" : "Next"}</Button>
        </div>
      </Panel>
      <aside className="space-y-4 text-sm">
        <Panel>
          <h2 className="text-base font-semibold">How the score works</h2>
          <p className="mt-2 text-slate-700">{readinessIntro.method}</p>
          <p className="mt-3 text-slate-600">{readinessIntro.privacy}</p>
        </Panel>
      </aside>
    </div>
  );
}

function ReadinessResultView({
  answers,
  shared,
  onRestart,
  headingRef,
}: {
  answers: ReadinessAnswers;
  shared: boolean;
  onRestart: () => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const result = scoreReadiness(readinessQuestions, answers);
  const level = readinessLevels[result.level];
  const [shareState, setShareState] = useState<"idle" | "copied" | "manual">("idle");
  const url = typeof window === "undefined" ? "" : window.location.href;

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setShareState("copied");
    } catch {
      setShareState("manual");
    }
  };

  return (
    <div className="space-y-8">
      <Panel aria-labelledby="readiness-result-title" className="print:border-0 print:shadow-none">
        {shared ? (
          <p className="mb-3 rounded-lg bg-brand-50 px-4 py-2 text-sm text-brand-900">
            {readinessResultCopy.sharedNotice}
          </p>
        ) : null}
        <h2 id="readiness-result-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          {readinessResultCopy.title}
        </h2>
        <div className="mt-5 grid gap-8 md:grid-cols-[auto_1fr] md:items-start">
          <div className="text-center md:w-56">
            <p className="text-sm font-medium text-slate-700">{readinessResultCopy.overallLabel}</p>
            <p className="text-6xl font-bold text-ink tabular-nums" data-testid="readiness-overall">
              {result.overall}
              <span className="text-2xl text-slate-600">/100</span>
            </p>
            <p
              className="mt-2 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900"
              data-testid="readiness-level"
            >
              {level.name}
            </p>
          </div>
          <div>
            <p className="text-slate-700">{level.summary}</p>
            <h3 className="mt-6 text-base font-semibold">{readinessResultCopy.chartTitle}</h3>
            <ul className="mt-3 space-y-3">
              {result.dimensions.map((d) => (
                <li key={d.id} data-testid={`readiness-dimension-${d.id}`}>
                  <div className="flex justify-between text-sm">
                    <span className="font-medium text-ink">{readinessDimensions[d.id].name}</span>
                    <span className="tabular-nums">{d.score}/100</span>
                  </div>
                  <div
                    aria-hidden="true"
                    className="mt-1 h-3 rounded-full bg-slate-200 print:border print:border-slate-400"
                  >
                    <div
                      className={`h-3 rounded-full ${result.weakest.includes(d.id) ? "bg-amber-500" : "bg-brand-600"}`}
                      style={{ width: `${Math.max(d.score, 1)}%`, printColorAdjust: "exact" }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Panel>

      <Panel aria-labelledby="readiness-next-title">
        <h2 id="readiness-next-title" className="text-xl font-bold">
          {readinessResultCopy.nextStepsTitle}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {result.weakest.map((id) => (
            <section key={id} aria-labelledby={`next-${id}`}>
              <h3 id={`next-${id}`} className="font-semibold">
                {readinessDimensions[id].name} ({result.dimensions.find((d) => d.id === id)?.score}/100)
              </h3>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
                {readinessNextSteps[id].map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </Panel>

      <div className="no-print flex flex-wrap gap-3">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" /> {readinessResultCopy.print}
        </Button>
        <Button variant="secondary" onClick={share}>
          <Link2 aria-hidden="true" className="h-4 w-4" /> {readinessResultCopy.share}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> {readinessResultCopy.restart}
        </Button>
      </div>
      <div role="status" className="no-print text-sm">
        {shareState === "copied" ? <p className="text-green-800">{readinessResultCopy.shared}</p> : null}
        {shareState === "manual" ? (
          <label className="block">
            <span className="text-slate-700">{readinessResultCopy.shareFallback}</span>
            <input readOnly value={url} className={`mt-1 ${inputClass}`} onFocus={(e) => e.currentTarget.select()} />
          </label>
        ) : null}
      </div>

      <div className="hidden print:block">
        <Assumptions title="How the score works" items={[readinessIntro.method]} />
      </div>
      <ConsultationCta
        title={readinessResultCopy.ctaTitle}
        text={readinessResultCopy.ctaText}
        button={readinessResultCopy.ctaButton}
        source="readiness-assessment"
      />
    </div>
  );
}
