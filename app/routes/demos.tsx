import { ArrowRight, Bot, Lock, Mic } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { buttonClasses } from "#app/components/ui/button";
import { VoiceDemoLauncher } from "#app/features/voice";
import { demosMeta } from "#content/page-meta/demos";
import { demosPage, voiceScenarios } from "#content/voice/scenarios";

export const meta = () => seo(demosMeta);

const cardClass = "flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
const iconClass = "grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100";

export default function DemosPage() {
  const { voice, tools } = demosPage;
  return (
    <>
      <PageHeader eyebrow={demosPage.eyebrow} title={demosPage.title} lead={demosPage.lead}>
        <VoiceDemoLauncher label={voice.launcherLabel} />
      </PageHeader>

      <Section headingId="tools-heading" tone="muted" eyebrow={tools.eyebrow} heading={tools.heading} lead={tools.lead}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Demos and tools">
          <li className={cardClass}>
            <span className={iconClass} aria-hidden="true">
              <Mic className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{tools.voice.title}</h3>
            <p className="mt-2 flex-1 leading-7 text-slate-700">{tools.voice.description}</p>
            <div className="mt-5">
              <VoiceDemoLauncher label={tools.voice.cta} className={buttonClasses("primary", "md")} />
            </div>
          </li>
          {tools.items.map((tool) => {
            return (
              <li key={tool.to} className={cardClass}>
                <h3 className="text-xl font-semibold">{tool.title}</h3>
                <p className="mt-2 flex-1 leading-7 text-slate-700">{tool.description}</p>
                <Link
                  to={tool.to}
                  prefetch="intent"
                  aria-label={`${tool.cta}: ${tool.title}`}
                  className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {tool.cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="voice-demo"
        headingId="voice-demo-heading"
        eyebrow="Voice"
        heading={voice.heading}
        lead={voice.intro}
      >
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {voice.steps.map((step, index) => (
            <li key={step} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <span
                className="grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <p className="mt-3 leading-7 text-slate-800">
                <span className="sr-only">Step {index + 1}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3" aria-label="Voice demo scenarios">
          {voiceScenarios.map((scenario) => (
            <li key={scenario.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Bot aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-xl font-semibold">{scenario.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{scenario.description}</p>
              <p className="mt-4 text-sm font-semibold text-ink">Try saying</p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {scenario.samplePhrases.slice(0, 3).map((phrase) => (
                  <li key={phrase}>“{phrase}”</li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <VoiceDemoLauncher
                  scenario={scenario.id}
                  label={`Try the ${scenario.title}`}
                  className={buttonClasses("secondary", "md", "w-full")}
                />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-start gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {voice.privacy}
        </p>
      </Section>

      <CtaBand source="demos" heading={demosPage.closingHeading} text={demosPage.closingText} />
    </>
  );
}
