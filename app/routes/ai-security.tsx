import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";

export const meta = () => prebuiltMeta("security");

export default function AiSecurityPage() {
  return <PrebuiltSolutionPage slug="security" />;
}
