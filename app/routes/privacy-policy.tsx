import { privacyPolicy } from "../../content/legal";
import { LegalPage, legalMeta } from "../features/content-pages/legal-page";

export const meta = () => legalMeta(privacyPolicy);

export default function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicy} />;
}
