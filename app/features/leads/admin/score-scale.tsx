import { Info } from "lucide-react";
import { Tooltip } from "#app/components/ui/tooltip";
import { LEAD_QUALITY_RANGES, LEAD_SCORE_POINTS, LEAD_THRESHOLDS } from "#common/lead-score";

/** The lead-score bands, one a line: Cold below 30 … Super Hot 100 or more. */
function ScoreScale() {
  return (
    <>
      <span className="block font-semibold">Lead score scale</span>
      {LEAD_QUALITY_RANGES.map((r) => (
        <span key={r.quality} className="block">
          {r.quality}: {r.range}
        </span>
      ))}
    </>
  );
}

/** An info button whose tooltip (hover or keyboard focus) explains the score bands. */
export function ScoreScaleTooltip() {
  return (
    <Tooltip label={<ScoreScale />}>
      <button
        type="button"
        aria-label="How the lead score reads"
        className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
    </Tooltip>
  );
}

/** What raises a score, in one sentence, for empty lists of hot leads. */
export function ScoreScaleHint() {
  return (
    <>
      Leads reach Hot at a score of {LEAD_THRESHOLDS.hot} and Super Hot at {LEAD_THRESHOLDS.superHot}: contact details
      add {LEAD_SCORE_POINTS.contactDetails}, each form {LEAD_SCORE_POINTS.formSubmission}, a consultation request{" "}
      {LEAD_SCORE_POINTS.consultationRequest} and each new page {LEAD_SCORE_POINTS.newPageViewed}.
    </>
  );
}
