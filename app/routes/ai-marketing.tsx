import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

export const meta = () => prebuiltMeta("marketing");

export default function AiMarketingPage() {
  return <PrebuiltSolutionPage slug="marketing" />;
}
