import { IndustryLandingPage, industryMeta } from "../features/solutions/industry-page";

export const meta = () => industryMeta("/manufacturing-ai");

export default function ManufacturingAiPage() {
  return <IndustryLandingPage path="/manufacturing-ai" />;
}
