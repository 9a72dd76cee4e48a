import { prebuiltIdeas } from "#app/features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "#app/features/solutions/prebuilt-page";
import { aiBusinessIntelligenceMeta } from "#content/page-meta/ai-business-intelligence";
import { businessIntelligencePage } from "#content/solutions/prebuilt/business-intelligence";

import type { Route } from "./+types/ai-business-intelligence";

export const loader = () => prebuiltIdeas("business-intelligence");
export const meta = ({ loaderData }: Route.MetaArgs) =>
  prebuiltMeta(businessIntelligencePage, aiBusinessIntelligenceMeta, loaderData?.card);

export default function AiBusinessIntelligencePage({ loaderData }: Route.ComponentProps) {
  return (
    <PrebuiltSolutionPage
      page={businessIntelligencePage}
      card={loaderData.card}
      related={loaderData.related}
      flowHtml={loaderData.flowHtml}
      customersHtml={loaderData.customersHtml}
    />
  );
}
