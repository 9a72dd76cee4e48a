import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { OpportunityQuiz } from "#app/features/tools/opportunity-quiz";
import { aiOpportunityFinderMeta } from "#content/page-meta/ai-opportunity-finder";
import { opportunityIntro } from "#content/tools/opportunity";

export const meta = () => seo(aiOpportunityFinderMeta);

export default function AiOpportunityFinderPage() {
  return (
    <>
      <PageHeader eyebrow={opportunityIntro.eyebrow} title={opportunityIntro.title} lead={opportunityIntro.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <OpportunityQuiz />
      </div>
    </>
  );
}
