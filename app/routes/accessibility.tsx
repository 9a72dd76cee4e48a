import { accessibilityStatement } from "../../content/legal";
import { LegalPage, legalMeta } from "../features/content-pages/legal-page";

export const meta = () => legalMeta(accessibilityStatement);

export default function AccessibilityPage() {
  return <LegalPage doc={accessibilityStatement} />;
}
