import { Search } from "lucide-react";
import { useId, useState } from "react";
import { FaqList } from "#app/components/layout/faq-list";
import { type FaqTopic, faqTopics } from "#content/faq-extra";
import { landingFaqs } from "#content/faqs";

function questionsOf(topic: FaqTopic) {
  return [
    ...topic.landing.map((id) => landingFaqs.find((f) => f.id === id)).filter((f) => f !== undefined),
    ...topic.faqs,
  ];
}

/** /faq: every question grouped by topic, with a search that filters in place. */
export function FaqBrowser() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = faqTopics
    .map((topic) => ({
      topic,
      faqs: questionsOf(topic).filter((faq) => {
        const text = `${faq.question} ${faq.answer} ${topic.title}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.faqs.length > 0);
  const count = groups.reduce((n, g) => n + g.faqs.length, 0);
  const total = faqTopics.reduce((n, t) => n + questionsOf(t).length, 0);

  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="FAQ topics" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-slate-800 uppercase">Topics</h2>
        <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {faqTopics.map((t) => (
            <li key={t.id}>
              <a
                href={`#topic-${t.id}`}
                className="block rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 lg:ring-0"
              >
                {t.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <div role="search">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            Search the questions
          </label>
          <div className="relative mt-1 max-w-xl">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="e.g. pilot, HIPAA, price"
              autoComplete="off"
              maxLength={100}
              className="block w-full rounded-lg border-0 py-2.5 pr-3 pl-9 text-ink shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
            />
          </div>
          <p aria-live="polite" className="mt-2 text-sm text-slate-700">
            {words.length ? `${count} of ${total} questions match` : `${total} questions in ${faqTopics.length} topics`}
          </p>
        </div>
        <div className="mt-8 space-y-12">
          {groups.map(({ topic, faqs }) => (
            <section key={topic.id} id={`topic-${topic.id}`} aria-labelledby={`topic-${topic.id}-heading`}>
              <h2 id={`topic-${topic.id}-heading`} className="mb-4 text-2xl font-bold tracking-tight">
                {topic.title}
              </h2>
              <FaqList faqs={faqs} />
            </section>
          ))}
          {groups.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
              No question matches “{query}”. Ask us directly on the contact page, or try another word.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
