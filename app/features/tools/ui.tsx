import { ConsultationButton } from "#app/components/ui/consultation-button";
import { recordConsultationRequest } from "#app/features/tracking";

/** Shared building blocks of the tool pages: the consultation call to action, assumptions. */

export function ConsultationCta({
  title,
  text,
  button,
  source,
  onRequest,
}: {
  title: string;
  text: string;
  button: string;
  source: string;
  /** Also called on the click (a calculator completes its funnel). */
  onRequest?: () => void;
}) {
  return (
    <section aria-labelledby={`${source}-cta`} className="no-print rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id={`${source}-cta`} className="text-xl font-bold text-white sm:text-2xl">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">{text}</p>
      <ConsultationButton
        variant="inverse"
        size="lg"
        className="mt-5"
        onClick={() => {
          recordConsultationRequest(source);
          onRequest?.();
        }}
      >
        {button}
      </ConsultationButton>
    </section>
  );
}

/** The "how this is worked out" block every tool shows. */
export function Assumptions({ title = "Assumptions", items }: { title?: string | null; items: readonly string[] }) {
  return (
    <div>
      {title ? <h3 className="text-base font-semibold text-ink">{title}</h3> : null}
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
