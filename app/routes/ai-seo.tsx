import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

export const meta = () => prebuiltMeta("seo");

export default function AiSeoPage() {
  return <PrebuiltSolutionPage slug="seo" />;
}
