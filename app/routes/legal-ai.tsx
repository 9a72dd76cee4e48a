import { legalAiMeta } from "../../content/page-meta/legal-ai";
import { prebuiltIdeas } from "../features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

import type { Route } from "./+types/legal-ai";

export const loader = () => prebuiltIdeas("legal");
export const meta = () => prebuiltMeta("legal", legalAiMeta);

export default function LegalAiPage({ loaderData }: Route.ComponentProps) {
  return <PrebuiltSolutionPage slug="legal"
      related={loaderData.related} />;
}
