import { buttonClasses } from "#app/components/ui/button";
import { VoiceDemoLauncher } from "#app/features/voice";
import { voiceDemoLanding as copy, voiceScenarioCards } from "#content/voice/landing";

/**
 * Landing-page section 6: opens the voice-demo modal with its three scenarios.
 * Only the launcher buttons are in the page's bundle; the modal loads when one is clicked.
 */
export function VoiceDemoSection() {
  return (
    <section aria-labelledby="voice-demo-heading" className="bg-brand-950 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{copy.eyebrow}</p>
          <h2 id="voice-demo-heading" className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">{copy.lead}</p>
          <VoiceDemoLauncher label={copy.launcherLabel} className={buttonClasses("inverse", "lg", "mt-8")} />
          <p className="mt-6 text-sm text-brand-100">{copy.privacy}</p>
        </div>
        <ul className="grid gap-4" aria-label={copy.scenariosLabel}>
          {voiceScenarioCards.map((scenario) => (
            <li
              key={scenario.id}
              className="flex flex-col gap-4 rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:flex-row sm:items-center"
            >
              <div className="flex-1">
                <h3 className="text-lg font-bold text-white">{scenario.title}</h3>
                <p className="mt-1 text-sm leading-6 text-brand-100">{scenario.description}</p>
              </div>
              <VoiceDemoLauncher
                scenario={scenario.id}
                label={`Try the ${scenario.title}`}
                className={buttonClasses("secondary", "md", "shrink-0")}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
