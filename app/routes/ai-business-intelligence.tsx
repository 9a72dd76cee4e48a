import { aiBusinessIntelligenceMeta } from "../../content/page-meta/ai-business-intelligence";
import { prebuiltIdeas } from "../features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

import type { Route } from "./+types/ai-business-intelligence";

export const loader = () => prebuiltIdeas("business-intelligence");
export const meta = () => prebuiltMeta("business-intelligence", aiBusinessIntelligenceMeta);

export default function AiBusinessIntelligencePage({ loaderData }: Route.ComponentProps) {
  return <PrebuiltSolutionPage slug="business-intelligence"
      related={loaderData.related} />;
}
