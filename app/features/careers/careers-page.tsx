import { Check, ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { PageHeader } from "#app/components/layout/page-header";
import { buttonClasses } from "#app/components/ui/button";
import type { SalesRoleId } from "#common/careers/application";
import {
  applicationForm,
  careersFaq,
  careersHero,
  compensation,
  compensationExample,
  compensationTiers,
  hiringSteps,
  salesRoles,
  successTraits,
  theWork,
} from "#content/careers";
import { ApplicationForm } from "./application-form";

function Band({
  id,
  title,
  intro,
  muted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`py-16 sm:py-20 ${muted ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function FaqItem({ question, answer, index }: { question: string; answer: string; index: number }) {
  const [open, setOpen] = useState(false);
  const panelId = `careers-faq-${index}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <h3 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink"
        >
          {question}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h3>
      {/* The answer stays in the HTML (prerendered, searchable); hidden only visually and from assistive tech when closed. */}
      <div id={panelId} hidden={!open} className="px-5 pb-5 text-slate-700">
        {answer}
      </div>
    </li>
  );
}

/** /sales-careers: the roles, the work, who succeeds, pay, hiring steps, FAQ and the application. */
export function CareersPage() {
  const [preselect, setPreselect] = useState<{ role: SalesRoleId; at: number }>();
  const example = compensationExample();

  return (
    <>
      <PageHeader eyebrow={careersHero.eyebrow} title={careersHero.title} lead={careersHero.lead}>
        <a href="#apply" className={buttonClasses("primary", "lg")}>
          {careersHero.applyLabel}
        </a>
        <a href="#roles" className={buttonClasses("secondary", "lg")}>
          {careersHero.rolesLabel}
        </a>
      </PageHeader>

      <Band id="work" title={theWork.title} intro={theWork.intro}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {theWork.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold">{point.title}</h3>
              <p className="mt-2 leading-7">{point.text}</p>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="roles" title="Open roles" muted>
        <ul className="grid gap-6 lg:grid-cols-2">
          {salesRoles.map((role) => (
            <li key={role.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold">{role.title}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{role.arrangement}</p>
              <p className="mt-3 leading-7">{role.summary}</p>
              <h4 className="mt-5 text-sm font-semibold tracking-wide uppercase">What you will do</h4>
              <ul className="mt-2 space-y-1.5">
                {role.responsibilities.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <h4 className="mt-5 text-sm font-semibold tracking-wide uppercase">We are looking for</h4>
              <ul className="mt-2 list-disc space-y-1.5 pl-5">
                {role.lookingFor.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <button
                  type="button"
                  aria-label={`Apply for this role: ${role.title}`}
                  className={buttonClasses("secondary", "md")}
                  onClick={() => {
                    document.getElementById("apply")?.scrollIntoView();
                    setPreselect({ role: role.id, at: Date.now() });
                  }}
                >
                  Apply for this role
                </button>
              </div>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="who-succeeds" title={successTraits.title} intro={successTraits.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {successTraits.traits.map((trait) => (
            <li key={trait.title}>
              <h3 className="text-lg font-semibold">{trait.title}</h3>
              <p className="mt-2 leading-7">{trait.text}</p>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="compensation" title={compensation.title} intro={compensation.intro} muted>
        <dl className="grid gap-6 sm:grid-cols-3">
          {compensationTiers().map((tier) => (
            <div key={tier.label} className="rounded-2xl border border-slate-200 bg-white p-6">
              <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{tier.label}</dt>
              <dd className="mt-2">
                <span className="text-4xl font-bold text-brand-700">{tier.value}</span>
                <span className="mt-2 block leading-7">{tier.text}</span>
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div className="rounded-2xl border border-brand-200 bg-white p-6">
            <h3 className="text-lg font-semibold">{example.title}</h3>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">Formula:</span> {example.formula}
            </p>
            <ul className="mt-4 space-y-2">
              {example.lines.map((line) => (
                <li key={line} className="leading-7">
                  {line}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">{example.caveat}</p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Good to know</h3>
            <ul className="mt-4 space-y-2">
              {compensation.notes.map((note) => (
                <li key={note} className="flex gap-2 leading-7">
                  <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
                  <span>{note}</span>
                </li>
              ))}
              <li className="flex gap-2 leading-7">
                <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
                <span>Commission is paid {compensation.payoutSchedule}.</span>
              </li>
            </ul>
          </div>
        </div>
      </Band>

      <Band id="hiring" title={hiringSteps.title} intro={hiringSteps.intro}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hiringSteps.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7">{step.text}</p>
            </li>
          ))}
        </ol>
      </Band>

      <Band id="careers-faq" title={careersFaq.title} muted>
        <ul className="grid max-w-4xl gap-3">
          {careersFaq.items.map((item, index) => (
            <FaqItem key={item.question} index={index} question={item.question} answer={item.answer} />
          ))}
        </ul>
      </Band>

      <Band id="apply" title={applicationForm.title} intro={applicationForm.intro}>
        <div className="max-w-3xl">
          <ApplicationForm preselect={preselect} />
        </div>
      </Band>
    </>
  );
}
