import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, CheckCircle2, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import * as z from "zod/mini";
import { formatPercent } from "../../../common/format/number";
import {
  type OpportunityAnswers,
  type OpportunityLeadCreated,
  opportunityEmailSchema,
  type RankedIdea,
  rankOpportunities,
} from "../../../common/quiz/opportunity";
import { describeFitReason, opportunityResultCopy, QUIZ_FUNNEL } from "../../../content/tools/opportunity";
import { Button } from "../../components/ui/button";
import { apiJson } from "../../lib/api";
import { getClientId, recordFormSubmission, trackFunnel } from "../tracking";
import { FieldError } from "../../components/ui/field";
import { inputClass } from "../../components/ui/input-class";
import { Panel } from "../../components/ui/panel";
import { ConsultationCta } from "./ui";

type Catalog = typeof import("../../../content/tools/opportunity-catalog");

/** The catalog is only needed for the result, so it loads when the result is shown. */
function useCatalog(): Catalog | "failed" | null {
  const [catalog, setCatalog] = useState<Catalog | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    import("../../../content/tools/opportunity-catalog").then(
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
                  <div className="flex shrink-0 items-center gap-3 sm:w-28 sm:flex-col sm:items-start sm:gap-1">
                    <span className="text-sm font-semibold text-brand-700">#{position + 1}</span>
                    <span className="text-2xl font-bold text-ink tabular-nums">{formatPercent(entry.fit)}</span>
                    <span className="text-xs text-slate-600">{opportunityResultCopy.fitLabel}</span>
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
                    <Link to={`/solution/${idea.slug}`} className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline">
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

const emailSchema = z.object({ email: opportunityEmailSchema });
type EmailForm = z.input<typeof emailSchema>;

function EmailCapture({ answers }: { answers: OpportunityAnswers }) {
  const [state, setState] = useState<"idle" | "saved" | "failed">("idle");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver: zodResolver(emailSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setState("idle");
    try {
      const clientId = getClientId() ?? undefined;
      await apiJson<OpportunityLeadCreated>("POST", "/api/tools/opportunity-results", { email, answers, clientId });
      recordFormSubmission("ai-opportunity-finder", { email });
      setState("saved");
    } catch (error) {
      console.warn("[tools] saving the quiz result failed:", error);
      setState("failed");
    }
  });

  return (
    <Panel aria-labelledby="quiz-email-title">
      <h2 id="quiz-email-title" className="text-xl font-bold">
        {opportunityResultCopy.emailTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{opportunityResultCopy.emailText}</p>
      {state === "saved" ? (
        <p role="status" className="mt-4 flex gap-2 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" /> {opportunityResultCopy.emailSaved}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4">
          <label htmlFor="quiz-email" className="block text-sm font-semibold text-ink">
            {opportunityResultCopy.emailLabel}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id="quiz-email"
              type="email"
              autoComplete="email"
              className={inputClass}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "quiz-email-error" : undefined}
              {...register("email")}
            />
            <Button type="submit" disabled={isSubmitting} className="shrink-0">
              {isSubmitting ? "Saving…" : opportunityResultCopy.emailButton}
            </Button>
          </div>
          <FieldError id="quiz-email-error" message={errors.email?.message} />
          {state === "failed" ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {opportunityResultCopy.emailError}
            </p>
          ) : null}
        </form>
      )}
    </Panel>
  );
}
