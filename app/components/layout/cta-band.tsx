import { Link } from "react-router";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { recordConsultationRequest } from "#app/features/tracking";
import { CONSULTATION_MINUTES, STARTING_PRICE_PER_MONTH } from "#common/constants";
import { consultationCta } from "#content/calls-to-action";

interface CtaBandProps {
  heading?: string;
  text?: string;
  /** Where the click came from, for the visitor's journey (e.g. "ai-voice"). */
  source: string;
}

/** The closing call to action of every content page: book the free consultation, or write to us. */
export function CtaBand({
  heading = "See what this would look like in your business",
  text = `Book a free ${CONSULTATION_MINUTES}-minute consultation. You get a business analysis, custom AI recommendations, ROI projections and an implementation roadmap. Subscriptions start at $${STARTING_PRICE_PER_MONTH}/month.`,
  source,
}: CtaBandProps) {
  return (
    <section aria-labelledby={`cta-${source}`} className="bg-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id={`cta-${source}`} className="text-3xl font-bold tracking-tight text-white">
            {heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">{text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <ConsultationButton variant="inverse" size="lg" onClick={() => recordConsultationRequest(source)}>
            {consultationCta}
          </ConsultationButton>
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-lg px-6 py-3 text-base font-semibold text-white ring-1 ring-white/60 ring-inset hover:bg-white/10"
          >
            Send us a message
          </Link>
        </div>
      </div>
    </section>
  );
}
