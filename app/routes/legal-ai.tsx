import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

export const meta = () => prebuiltMeta("legal");

export default function LegalAiPage() {
  return <PrebuiltSolutionPage slug="legal" />;
}
