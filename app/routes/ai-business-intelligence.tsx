import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

export const meta = () => prebuiltMeta("business-intelligence");

export default function AiBusinessIntelligencePage() {
  return <PrebuiltSolutionPage slug="business-intelligence" />;
}
