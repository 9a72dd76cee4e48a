import { termsConditions } from "../../content/legal";
import { LegalPage, legalMeta } from "../features/content-pages/legal-page";

export const meta = () => legalMeta(termsConditions);

export default function TermsConditionsPage() {
  return <LegalPage doc={termsConditions} />;
}
