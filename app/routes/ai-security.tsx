import { prebuiltIdeas } from "#app/features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "#app/features/solutions/prebuilt-page";
import { aiSecurityMeta } from "#content/page-meta/ai-security";
import { securityPage } from "#content/solutions/prebuilt/security";

import type { Route } from "./+types/ai-security";

export const loader = () => prebuiltIdeas("security");
export const meta = ({ loaderData }: Route.MetaArgs) => prebuiltMeta(securityPage, aiSecurityMeta, loaderData?.card);

export default function AiSecurityPage({ loaderData }: Route.ComponentProps) {
  return (
    <PrebuiltSolutionPage
      page={securityPage}
      card={loaderData.card}
      related={loaderData.related}
      flowHtml={loaderData.flowHtml}
      customersHtml={loaderData.customersHtml}
    />
  );
}
