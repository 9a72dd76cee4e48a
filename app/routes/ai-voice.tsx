import { PrebuiltSolutionPage, prebuiltMeta } from "../features/solutions/prebuilt-page";
import { VoiceDemoLauncher } from "../features/voice-demo";

export const meta = () => prebuiltMeta("voice");

export default function AiVoicePage() {
  return (
    <PrebuiltSolutionPage
      slug="voice"
      headerAction={<VoiceDemoLauncher label="Try the Voice Demo" className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold text-ink ring-1 ring-slate-300 ring-inset hover:bg-slate-50" />}
    />
  );
}
