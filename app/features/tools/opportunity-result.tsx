import { ArrowLeft, ArrowRight, CheckCircle2, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { FieldError } from "#app/components/ui/field";
import { inputClass } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { getClientId, recordFormSubmission, trackFunnel } from "#app/features/tracking";
import { apiJson } from "#app/lib/api";
import {
  type OpportunityAnswers,
  type OpportunityLeadCreated,
  type RankedIdea,
  rankOpportunities,
} from "#common/tools/quiz/opportunity";
import { describeFitReason, opportunityResultCopy, QUIZ_FUNNEL } from "#content/tools/opportunity";
import { OpportunityMethod } from "./opportunity-method";
import { quizChecks } from "./quiz-checks";
import { ConsultationCta } from "./ui";

type Catalog = typeof import("#content/tools/opportunity-catalog");

/** The catalog is only needed for the result, so it loads when the result is shown. */
function useCatalog(): Catalog | "failed" | null {
  const [catalog, setCatalog] = useState<Catalog | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    import("#content/tools/opportunity-catalog").then(
      (module) => {
        if (live) setCatalog(module);
      },
      (error) => {
        console.warn("[tools] loading the catalog failed:", error);
        if (live) setCatalog("failed");
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return catalog;
}

const typeLabel = { hardware: "Hardware", software: "Software", hybrid: "Hybrid" } as const;
const matchStyle = {
  best: "bg-brand-700 text-white",
  strong: "bg-brand-100 text-brand-900",
  good: "bg-slate-100 text-slate-800 ring-1 ring-slate-300",
} as const;
const MAX_REASONS = 3;

interface Props {
  answers: OpportunityAnswers;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
  onBack: () => void;
}

export function OpportunityResult({ answers, headingRef, onRestart, onBack }: Props) {
  const loaded = useCatalog();
  const catalog = loaded === "failed" ? null : loaded;
  const ranked: RankedIdea[] | null = catalog ? rankOpportunities(answers, catalog.solutions) : null;
  const reported = useRef(false);

  useEffect(() => {
    if (ranked && !reported.current) {
      reported.current = true;
      trackFunnel(QUIZ_FUNNEL, "purchase", { conversionValue: ranked[0]?.fit ?? 0 });
    }
  }, [ranked]);

  return (
    <div className="space-y-8">
      <div>
        <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold sm:text-3xl">
          {opportunityResultCopy.title}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{opportunityResultCopy.lead}</p>
      </div>
      {ranked && catalog ? (
        <ol className="space-y-4" aria-label="Ranked ideas" data-testid="quiz-results">
          {ranked.map((entry, position) => {
            const idea = catalog.getSolution(entry.slug);
            if (!idea) return null;
            const industry = catalog.getIndustry(idea.industry)?.name;
            return (
              <li key={entry.slug} data-slug={entry.slug}>
                <Panel className="flex flex-col gap-4 sm:flex-row sm:items-start">
                  <div className="flex shrink-0 items-center gap-3 sm:w-32 sm:flex-col sm:items-start sm:gap-2">
                    <span className="text-sm font-semibold text-brand-700">#{position + 1}</span>
                    <span
                      className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${matchStyle[entry.match]}`}
                      data-testid="quiz-match"
                    >
                      {opportunityResultCopy.matchLabels[entry.match]}
                    </span>
                  </div>
                  <div className="min-w-0 flex-1">
                    <h3 className="text-lg font-bold">{idea.title}</h3>
                    <p className="text-sm text-slate-600">
                      {[industry, typeLabel[idea.type]].filter(Boolean).join(" · ")}
                    </p>
                    <p className="mt-2 text-slate-700">{idea.summary}</p>
                    {entry.reasons.length ? (
                      <ul className="mt-3 space-y-1 text-sm" aria-label={`Why ${idea.title} fits`}>
                        {entry.reasons.slice(0, MAX_REASONS).map((reason) => (
                          <li key={JSON.stringify(reason)} className="flex gap-2">
                            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                            {describeFitReason(reason)}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <Link
                      to={`/solution/${idea.slug}`}
                      className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                    >
                      {opportunityResultCopy.viewIdea}
                      <span className="sr-only">: {idea.title}</span>
                      <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </Link>
                  </div>
                </Panel>
              </li>
            );
          })}
        </ol>
      ) : (
        <p role="status" className="text-slate-600">
          {loaded === "failed" ? opportunityResultCopy.catalogError : "Ranking the catalog for your answers…"}
        </p>
      )}

      {ranked ? <OpportunityMethod /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <ConsultationCta
          title={opportunityResultCopy.ctaTitle}
          text={opportunityResultCopy.ctaText}
          button={opportunityResultCopy.ctaButton}
          source="opportunity-quiz"
        />
        <EmailCapture answers={answers} />
      </div>

      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Change my answers
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> {opportunityResultCopy.restart}
        </Button>
      </div>
    </div>
  );
}

function EmailCapture({ answers }: { answers: OpportunityAnswers }) {
  const [state, setState] = useState<"idle" | "saved" | "failed">("idle");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    let checks: Awaited<ReturnType<typeof quizChecks.load>>;
    try {
      checks = await quizChecks.load();
    } catch {
      setState("failed");
      return;
    }
    const checked = checks.opportunityEmailSchema.safeParse(input.value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Enter a valid e-mail address");
      input.focus();
      return;
    }
    setError(null);
    setState("idle");
    setSubmitting(true);
    try {
      const clientId = getClientId() ?? undefined;
      await apiJson<OpportunityLeadCreated>("POST", "/api/tools/opportunity-results", {
        email: checked.data,
        answers,
        clientId,
      });
      recordFormSubmission("ai-opportunity-finder", { email: checked.data });
      setState("saved");
    } catch (failure) {
      console.warn("[tools] saving the quiz result failed:", failure);
      setState("failed");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Panel aria-labelledby="quiz-email-title">
      <h2 id="quiz-email-title" className="text-xl font-bold">
        {opportunityResultCopy.emailTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{opportunityResultCopy.emailText}</p>
      {state === "saved" ? (
        <p
          role="status"
          className="mt-4 flex gap-2 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
        >
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" /> {opportunityResultCopy.emailSaved}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Opportunity Finder results by e-mail" className="mt-4">
          <label htmlFor="quiz-email" className="block text-sm font-semibold text-ink">
            {opportunityResultCopy.emailLabel}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id="quiz-email"
              type="email"
              autoComplete="email"
              className={inputClass}
              name="email"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "quiz-email-error" : undefined}
            />
            <Button type="submit" disabled={submitting} className="shrink-0">
              {submitting ? "Saving…" : opportunityResultCopy.emailButton}
            </Button>
          </div>
          <FieldError id="quiz-email-error" message={error ?? undefined} />
          {state === "failed" ? (
            <Alert inline className="mt-2 font-medium">
              {opportunityResultCopy.emailError}
            </Alert>
          ) : null}
        </form>
      )}
    </Panel>
  );
}
