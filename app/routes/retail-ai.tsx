import { IndustryLandingPage, industryMeta } from "../features/solutions/industry-page";

export const meta = () => industryMeta("/retail-ai");

export default function RetailAiPage() {
  return <IndustryLandingPage path="/retail-ai" />;
}
