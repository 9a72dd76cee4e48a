import { prebuiltIdeas } from "../features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

import type { Route } from "./+types/ai-seo";

export const loader = () => prebuiltIdeas("seo");
export const meta = () => prebuiltMeta("seo");

export default function AiSeoPage({ loaderData }: Route.ComponentProps) {
  return <PrebuiltSolutionPage slug="seo"
      related={loaderData.related} />;
}
