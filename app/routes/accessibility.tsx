import { LegalPage, legalMeta } from "#app/features/content-pages/legal-page";
import { accessibilityStatement } from "#content/legal";
import { accessibilityMeta } from "#content/page-meta/accessibility";

export const meta = () => legalMeta(accessibilityStatement, accessibilityMeta);

export default function AccessibilityPage() {
  return <LegalPage doc={accessibilityStatement} />;
}
