import { prebuiltIdeas } from "#app/features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "#app/features/solutions/prebuilt-page";
import { legalAiMeta } from "#content/page-meta/legal-ai";
import { legalPage } from "#content/solutions/prebuilt/legal";

import type { Route } from "./+types/legal-ai";

export const loader = () => prebuiltIdeas("legal");
export const meta = ({ loaderData }: Route.MetaArgs) => prebuiltMeta(legalPage, legalAiMeta, loaderData?.card);

export default function LegalAiPage({ loaderData }: Route.ComponentProps) {
  return (
    <PrebuiltSolutionPage
      page={legalPage}
      card={loaderData.card}
      related={loaderData.related}
      flowHtml={loaderData.flowHtml}
      customersHtml={loaderData.customersHtml}
    />
  );
}
