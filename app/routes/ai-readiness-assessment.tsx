import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { ReadinessAssessment } from "#app/features/tools/readiness-assessment";
import { aiReadinessAssessmentMeta } from "#content/page-meta/ai-readiness-assessment";
import { readinessIntro } from "#content/tools/readiness";

export const meta = () => seo(aiReadinessAssessmentMeta);

export default function AiReadinessAssessmentPage() {
  return (
    <>
      <PageHeader eyebrow={readinessIntro.eyebrow} title={readinessIntro.title} lead={readinessIntro.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ReadinessAssessment />
      </div>
    </>
  );
}
