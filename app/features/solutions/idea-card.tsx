import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { solutionPath } from "#common/solution-path";
import { type IdeaSummary, type SolutionType, solutionTypeLabels } from "#content/solutions/types";

const typeTone = {
  hardware: "bg-amber-50 text-amber-900 ring-amber-200",
  software: "bg-sky-50 text-sky-900 ring-sky-200",
  hybrid: "bg-emerald-50 text-emerald-900 ring-emerald-200",
} as const;

export function TypeBadge({ type }: { type: SolutionType }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${typeTone[type]}`}
    >
      {solutionTypeLabels[type]}
    </span>
  );
}

/** One catalog idea as a card linking to its page. */
function IdeaCard({ idea, headingLevel = 3 }: { idea: IdeaSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200">
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={idea.type} />
        <span className="text-xs font-medium text-slate-600">{idea.industryName}</span>
      </div>
      <Heading className="mt-3 text-lg font-semibold">
        <Link
          to={solutionPath(idea.slug)}
          prefetch="intent"
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {idea.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{idea.summary}</p>
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        How it works <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}

export function IdeaGrid({ ideas }: { ideas: readonly IdeaSummary[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {ideas.map((idea) => (
        <li
          key={idea.slug}
          className="has-[a:focus-visible]:rounded-xl has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
        >
          <IdeaCard idea={idea} />
        </li>
      ))}
    </ul>
  );
}
