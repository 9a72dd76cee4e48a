import { prebuiltIdeas } from "#app/features/solutions/loaders";
import { PrebuiltSolutionPage, prebuiltMeta } from "#app/features/solutions/prebuilt-page";
import { VoiceDemoLauncher } from "#app/features/voice";
import { aiVoiceMeta } from "#content/page-meta/ai-voice";
import { voicePage } from "#content/solutions/prebuilt/voice";

import type { Route } from "./+types/ai-voice";

export const loader = () => prebuiltIdeas("voice");
export const meta = ({ loaderData }: Route.MetaArgs) => prebuiltMeta(voicePage, aiVoiceMeta, loaderData?.card);

export default function AiVoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <PrebuiltSolutionPage
      page={voicePage}
      card={loaderData.card}
      related={loaderData.related}
      flowHtml={loaderData.flowHtml}
      customersHtml={loaderData.customersHtml}
      headerAction={
        <VoiceDemoLauncher
          label="Try the Voice Demo"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold text-ink ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        />
      }
    />
  );
}
