import { pageMeta } from "../../content/pages";
import { PageHeader } from "../components/layout/page-header";
import { seo } from "../components/layout/seo";

const PATH = "/privacy-policy";
export const meta = () => seo({ path: PATH });

export default function PrivacyPolicyPage() {
  const page = pageMeta[PATH];
  return <PageHeader title={page.title.split(" | ")[0]} lead={page.description} />;
}
