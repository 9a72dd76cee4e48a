import { opportunityIntro } from "#content/tools/opportunity";
import { HowWeCalculate } from "./how-we-calculate";

/** The Opportunity Finder's "How we calculate": the ranking in two sentences, the full scoring inside. */
export function OpportunityMethod() {
  return (
    <HowWeCalculate id="quiz-method" summary={opportunityIntro.methodSummary}>
      <p className="leading-6 text-slate-700">{opportunityIntro.howItWorks}</p>
      <p className="leading-6 text-slate-700">{opportunityIntro.labelsRule}</p>
    </HowWeCalculate>
  );
}
