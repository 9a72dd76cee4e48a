import { aiSecurityMeta } from "../../content/page-meta/ai-security";
import { prebuiltIdeas } from "../features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

import type { Route } from "./+types/ai-security";

export const loader = () => prebuiltIdeas("security");
export const meta = () => prebuiltMeta("security", aiSecurityMeta);

export default function AiSecurityPage({ loaderData }: Route.ComponentProps) {
  return <PrebuiltSolutionPage slug="security"
      related={loaderData.related} />;
}
