import { Tooltip } from "#app/components/ui/tooltip";
import { LEAD_QUALITY_RANGES, type LeadQuality } from "#common/lead-score";

const qualityClasses: Record<LeadQuality, string> = {
  Cold: "bg-slate-100 text-slate-800 ring-slate-300",
  Warm: "bg-amber-50 text-amber-900 ring-amber-300",
  Hot: "bg-orange-100 text-orange-900 ring-orange-300",
  "Super Hot": "bg-red-100 text-red-900 ring-red-300",
};

/** The lead-quality badge; its tooltip explains the score ranges behind the four qualities. */
export function QualityBadge({ quality }: { quality: LeadQuality }) {
  return (
    <Tooltip
      label={
        <>
          <span className="block font-semibold">Lead quality, from the lead score:</span>
          {LEAD_QUALITY_RANGES.map((r) => (
            <span key={r.quality} className="block">
              {r.quality} {r.range}
            </span>
          ))}
        </>
      }
    >
      <button
        type="button"
        className={`inline-flex cursor-help items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${qualityClasses[quality]}`}
      >
        {quality}
      </button>
    </Tooltip>
  );
}
