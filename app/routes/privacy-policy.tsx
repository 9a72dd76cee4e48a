import { LegalPage, legalMeta } from "#app/features/content-pages/legal-page";
import { privacyPolicy } from "#content/legal";
import { privacyPolicyMeta } from "#content/page-meta/privacy-policy";

export const meta = () => legalMeta(privacyPolicy, privacyPolicyMeta);

export default function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicy} />;
}
