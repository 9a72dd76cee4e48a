import { ArrowDown, ArrowRight, Check } from "lucide-react";
import type { FlowDiagram } from "#content/how-it-works";
import type { SolutionType } from "#content/solutions/types";

interface HowItWorksProps {
  flow: FlowDiagram;
  heading: string;
  headingId: string;
  tone?: "light" | "muted";
}

/** The device or the models in the middle, drawn in place: a device clamped to equipment, a cloud, or both. */
export function EngineIllustration({ kind }: { kind: SolutionType }) {
  const device = (
    <g>
      {/* A pipe or machine housing with the device mounted on it, sending readings. */}
      <rect x="8" y="62" width="104" height="18" rx="4" className="fill-slate-300" />
      <rect x="8" y="66" width="104" height="4" className="fill-slate-200" />
      <rect x="38" y="38" width="30" height="26" rx="5" className="fill-brand-700" />
      <rect x="43" y="43" width="12" height="6" rx="1.5" className="fill-brand-200" />
      <circle cx="61" cy="46" r="2.5" className="fill-accent-400" />
      <rect x="46" y="56" width="14" height="3" rx="1.5" className="fill-brand-400" />
      <path
        d="M72 36a10 10 0 0 1 8 -10M76 40a16 16 0 0 1 12 -16"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-brand-500"
      />
    </g>
  );
  const cloud = (
    <g>
      <path
        d="M84 34a12 12 0 0 1 2-24 16 16 0 0 1 30 6 9 9 0 0 1-2 18z"
        className="fill-brand-100 stroke-brand-600"
        strokeWidth="2.5"
      />
      <circle cx="94" cy="24" r="2.5" className="fill-brand-600" />
      <circle cx="104" cy="20" r="2.5" className="fill-brand-600" />
      <path d="M94 24l10-4" strokeWidth="2" className="stroke-brand-600" />
    </g>
  );
  const window = (
    <g>
      <rect x="14" y="14" width="92" height="62" rx="6" className="fill-white stroke-brand-600" strokeWidth="2.5" />
      <path d="M14 26h92" strokeWidth="2.5" className="stroke-brand-600" />
      <circle cx="22" cy="20" r="2" className="fill-accent-500" />
      <circle cx="44" cy="50" r="6" className="fill-brand-600" />
      <circle cx="76" cy="40" r="5" className="fill-brand-400" />
      <circle cx="76" cy="62" r="5" className="fill-brand-400" />
      <path d="M50 48l21-7M50 53l21 8" strokeWidth="2.5" className="stroke-brand-500" />
    </g>
  );
  return (
    <svg viewBox="0 0 132 84" aria-hidden="true" className="h-20 w-auto" data-engine={kind}>
      {kind === "software" ? window : device}
      {kind === "hybrid" ? cloud : null}
    </svg>
  );
}

const stepBase = "flex flex-col rounded-2xl p-5 shadow-sm ring-1";
const stepClass = `${stepBase} bg-white ring-slate-200`;
const stepLabel = "text-xs font-semibold tracking-wide text-brand-700 uppercase";

function Connector() {
  return (
    <li aria-hidden="true" className="flex items-center justify-center text-brand-500">
      <ArrowDown className="size-5 lg:hidden" />
      <ArrowRight className="hidden size-5 lg:block" />
    </li>
  );
}

function ItemList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-2 text-sm leading-5 text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** How a solution works, as one diagram from its data: inputs, the AI, what it does, the unified dashboard. */
export function HowItWorksDiagram({ flow, heading, headingId, tone = "light" }: HowItWorksProps) {
  return (
    <section aria-labelledby={headingId} className={`py-16 sm:py-20 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">How it works</p>
        <h2 id={headingId} className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <ol className="mt-10 grid gap-3 lg:grid-cols-[1fr_auto_1.15fr_auto_1fr_auto_1fr] lg:gap-4" data-flow="">
          <li className={stepClass}>
            <h3 className={stepLabel}>1 · What it reads</h3>
            <ItemList items={flow.inputs} />
          </li>
          <Connector />
          <li className={`${stepBase} bg-gradient-to-b from-brand-50 to-white ring-brand-200`}>
            <h3 className={stepLabel}>2 · The AI</h3>
            <div className="mt-3 rounded-xl bg-white/70 p-2">
              <EngineIllustration kind={flow.engine.kind} />
            </div>
            <p className="mt-3 font-semibold text-ink">{flow.engine.label}</p>
            <p className="mt-1 text-sm leading-5 text-slate-700">{flow.engine.detail}</p>
          </li>
          <Connector />
          <li className={stepClass}>
            <h3 className={stepLabel}>3 · What it does</h3>
            <ItemList items={flow.outputs} />
          </li>
          <Connector />
          <li className={`${stepBase} bg-brand-900 ring-brand-900`}>
            <h3 className="text-xs font-semibold tracking-wide text-accent-300 uppercase">4 · Unified dashboard</h3>
            <div aria-hidden="true" className="mt-3 grid grid-cols-3 items-end gap-1.5 rounded-lg bg-white/10 p-3">
              <span className="h-5 rounded-sm bg-brand-300" />
              <span className="h-9 rounded-sm bg-brand-200" />
              <span className="h-7 rounded-sm bg-accent-400" />
            </div>
            <p className="mt-3 text-sm leading-5 text-brand-100">{flow.dashboard}</p>
          </li>
        </ol>
      </div>
    </section>
  );
}
