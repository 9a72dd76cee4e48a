import { ChevronDown } from "lucide-react";
import { track } from "#app/features/tracking";
import type { QA } from "#content/guides/blocks";

/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly without
 * script, and every answer is in the prerendered HTML. Opening one is tracked as the custom
 * event `faq_open` (which questions visitors need answered).
 */
export function FaqList({ faqs, headingLevel = 3 }: { faqs: readonly QA[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-3">
      {faqs.map((faq) => (
        <li key={faq.id} id={faq.id}>
          <details
            className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-200"
            onToggle={(event) => {
              if (event.currentTarget.open) track("faq_open", { question: faq.id });
            }}
          >
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl px-5 py-4 [&::-webkit-details-marker]:hidden">
              <Heading className="text-base font-semibold">{faq.question}</Heading>
              <ChevronDown
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-7 text-slate-700">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
