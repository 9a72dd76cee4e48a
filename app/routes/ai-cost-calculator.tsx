import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { CostCalculator } from "#app/features/tools/cost-calculator";
import { aiCostCalculatorMeta } from "#content/page-meta/ai-cost-calculator";
import { costIntro } from "#content/tools/cost";

export const meta = () => seo(aiCostCalculatorMeta);

export default function AiCostCalculatorPage() {
  return (
    <>
      <PageHeader eyebrow={costIntro.eyebrow} title={costIntro.title} lead={costIntro.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CostCalculator />
      </div>
    </>
  );
}
