import { prebuiltIdeas } from "#app/features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "#app/features/solutions/prebuilt-page";
import { aiSeoMeta } from "#content/page-meta/ai-seo";
import { seoPage } from "#content/solutions/prebuilt/seo";

import type { Route } from "./+types/ai-seo";

export const loader = () => prebuiltIdeas("seo");
export const meta = ({ loaderData }: Route.MetaArgs) => prebuiltMeta(seoPage, aiSeoMeta, loaderData?.card);

export default function AiSeoPage({ loaderData }: Route.ComponentProps) {
  return (
    <PrebuiltSolutionPage
      page={seoPage}
      card={loaderData.card}
      related={loaderData.related}
      flowHtml={loaderData.flowHtml}
      customersHtml={loaderData.customersHtml}
    />
  );
}
