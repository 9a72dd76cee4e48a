import { Link } from "react-router";
import { Section } from "#app/components/layout/section";
import { solutionPath } from "#common/solution-path";
import type { IdeaSummary, Industry } from "#content/solutions/types";

interface IdeaIndexProps {
  ideas: readonly IdeaSummary[];
  industries: readonly Industry[];
}

/**
 * Every idea of the catalog as a plain link, grouped by industry, one disclosure per industry:
 * a visitor can browse the whole catalog by industry, and search engines find every idea's page
 * in the prerendered HTML however the interactive catalog above is filtered.
 */
export function IdeaIndex({ ideas, industries }: IdeaIndexProps) {
  return (
    <Section
      headingId="idea-index-heading"
      eyebrow="Browse"
      heading="Every idea by industry"
      lead={`All ${ideas.length} ideas, grouped by the industry they were designed for.`}
      tone="muted"
    >
      <div className="mt-8 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => {
          const inIndustry = ideas.filter((idea) => idea.industry === industry.slug);
          return (
            <details
              key={industry.slug}
              className="group rounded-xl bg-white ring-1 ring-slate-200 open:ring-brand-200"
            >
              <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-ink hover:bg-slate-50">
                <span>{industry.name}</span>
                <span className="shrink-0 text-sm font-medium text-slate-600">
                  {inIndustry.length} {inIndustry.length === 1 ? "idea" : "ideas"}
                </span>
              </summary>
              <ul className="space-y-1 px-4 pb-4 text-sm">
                {inIndustry.map((idea) => (
                  <li key={idea.slug}>
                    <Link
                      to={solutionPath(idea.slug)}
                      className="inline-block py-1 text-brand-700 underline-offset-2 hover:underline"
                    >
                      {idea.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </Section>
  );
}
