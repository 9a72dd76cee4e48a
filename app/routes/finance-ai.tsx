import { financeAiMeta } from "../../content/page-meta/finance-ai";
import { IndustryLandingPage, industryMeta } from "../features/solutions/industry-page";
import { industryIdeas } from "../features/solutions/loaders";
import type { Route } from "./+types/finance-ai";

export const loader = () => industryIdeas("/finance-ai");

export const meta = () => industryMeta("/finance-ai", financeAiMeta);

export default function FinanceAiPage({ loaderData }: Route.ComponentProps) {
  return <IndustryLandingPage path="/finance-ai" ideas={loaderData.ideas} />;
}
