import { LegalPage, legalMeta } from "#app/features/content-pages/legal-page";
import { termsConditions } from "#content/legal";
import { termsConditionsMeta } from "#content/page-meta/terms-conditions";

export const meta = () => legalMeta(termsConditions, termsConditionsMeta);

export default function TermsConditionsPage() {
  return <LegalPage doc={termsConditions} />;
}
