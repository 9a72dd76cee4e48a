import { IndustryLandingPage, industryMeta } from "#app/features/solutions/industry-page";
import { industryIdeas } from "#app/features/solutions/loaders";
import { manufacturingAiPage } from "#content/industry-pages/manufacturing-ai";
import { manufacturingAiMeta } from "#content/page-meta/manufacturing-ai";
import type { Route } from "./+types/manufacturing-ai";

export const loader = () => industryIdeas("/manufacturing-ai");

export const meta = () => industryMeta(manufacturingAiPage, manufacturingAiMeta);

export default function ManufacturingAiPage({ loaderData }: Route.ComponentProps) {
  return <IndustryLandingPage page={manufacturingAiPage} {...loaderData} />;
}
