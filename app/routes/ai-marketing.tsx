import { prebuiltIdeas } from "#app/features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "#app/features/solutions/prebuilt-page";
import { aiMarketingMeta } from "#content/page-meta/ai-marketing";
import { marketingPage } from "#content/solutions/prebuilt/marketing";

import type { Route } from "./+types/ai-marketing";

export const loader = () => prebuiltIdeas("marketing");
export const meta = ({ loaderData }: Route.MetaArgs) => prebuiltMeta(marketingPage, aiMarketingMeta, loaderData?.card);

export default function AiMarketingPage({ loaderData }: Route.ComponentProps) {
  return (
    <PrebuiltSolutionPage
      page={marketingPage}
      card={loaderData.card}
      related={loaderData.related}
      flowHtml={loaderData.flowHtml}
      customersHtml={loaderData.customersHtml}
    />
  );
}
