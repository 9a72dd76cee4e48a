import { retailAiMeta } from "../../content/page-meta/retail-ai";
import { IndustryLandingPage, industryMeta } from "../features/solutions/industry-page";
import { industryIdeas } from "../features/solutions/loaders";
import type { Route } from "./+types/retail-ai";

export const loader = () => industryIdeas("/retail-ai");

export const meta = () => industryMeta("/retail-ai", retailAiMeta);

export default function RetailAiPage({ loaderData }: Route.ComponentProps) {
  return <IndustryLandingPage path="/retail-ai" ideas={loaderData.ideas} />;
}
