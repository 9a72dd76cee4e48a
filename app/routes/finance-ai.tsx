import { IndustryLandingPage, industryMeta } from "#app/features/solutions/industry-page";
import { industryIdeas } from "#app/features/solutions/loaders";
import { financeAiPage } from "#content/industry-pages/finance-ai";
import { financeAiMeta } from "#content/page-meta/finance-ai";
import type { Route } from "./+types/finance-ai";

export const loader = () => industryIdeas("/finance-ai");

export const meta = () => industryMeta(financeAiPage, financeAiMeta);

export default function FinanceAiPage({ loaderData }: Route.ComponentProps) {
  return <IndustryLandingPage page={financeAiPage} {...loaderData} />;
}
