import { IndustryLandingPage, industryMeta } from "../features/solutions/industry-page";

export const meta = () => industryMeta("/finance-ai");

export default function FinanceAiPage() {
  return <IndustryLandingPage path="/finance-ai" />;
}
