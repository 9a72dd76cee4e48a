import { IndustryLandingPage, industryMeta } from "#app/features/solutions/industry-page";
import { industryIdeas } from "#app/features/solutions/loaders";
import { retailAiPage } from "#content/industry-pages/retail-ai";
import { retailAiMeta } from "#content/page-meta/retail-ai";
import type { Route } from "./+types/retail-ai";

export const loader = () => industryIdeas("/retail-ai");

export const meta = () => industryMeta(retailAiPage, retailAiMeta);

export default function RetailAiPage({ loaderData }: Route.ComponentProps) {
  return <IndustryLandingPage page={retailAiPage} {...loaderData} />;
}
