import { aiSeoMeta } from "../../content/page-meta/ai-seo";
import { seoPage } from "../../content/solutions/prebuilt/seo";
import { prebuiltIdeas } from "../features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

import type { Route } from "./+types/ai-seo";

export const loader = () => prebuiltIdeas("seo");
export const meta = () => prebuiltMeta(seoPage, aiSeoMeta);

export default function AiSeoPage({ loaderData }: Route.ComponentProps) {
  return <PrebuiltSolutionPage page={seoPage} related={loaderData.related} />;
}
