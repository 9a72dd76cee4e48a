import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { RoiCalculator } from "#app/features/tools/roi-calculator";
import { roiOverviewMeta } from "#content/page-meta/roi-overview";
import { roiIntro } from "#content/tools/roi";

export const meta = () => seo(roiOverviewMeta);

export default function RoiOverviewPage() {
  return (
    <>
      <PageHeader eyebrow={roiIntro.eyebrow} title={roiIntro.title} lead={roiIntro.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <RoiCalculator />
      </div>
    </>
  );
}
