import { Check, ChevronDown } from "lucide-react";
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, useState } from "react";
import { PageHeader } from "#app/components/layout/page-header";
import { buttonClasses } from "#app/components/ui/button";
import { KeepPrerendered } from "#app/lib/keep-prerendered";
import type { SalesRoleId } from "#common/careers/application";
import {
  applicationForm,
  careersFaq,
  careersHero,
  compensation,
  hiringSteps,
  salesRoles,
  successTraits,
  theWork,
} from "#content/careers";
import { ApplicationForm } from "./application-form";

// Band bodies with nothing interactive in them: hydration keeps their prerendered markup (see KeepPrerendered).
const WorkBody = lazy(() => import("./careers-static-sections").then((m) => ({ default: m.WorkBody })));
const SuccessBody = lazy(() => import("./careers-static-sections").then((m) => ({ default: m.SuccessBody })));
const CompensationBody = lazy(() => import("./careers-static-sections").then((m) => ({ default: m.CompensationBody })));
const HiringBody = lazy(() => import("./careers-static-sections").then((m) => ({ default: m.HiringBody })));
const NO_PROPS = {};

function Band({
  id,
  title,
  intro,
  muted,
  keep,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  /** A body with nothing interactive in it (its root a `<div className="mt-10">`): hydration keeps its prerendered markup. */
  keep?: LazyExoticComponent<ComponentType>;
  children?: ReactNode;
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
        {keep ? <KeepPrerendered as="div" content={keep} props={NO_PROPS} /> : <div className="mt-10">{children}</div>}
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

      <Band id="work" title={theWork.title} intro={theWork.intro} keep={WorkBody} />

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

      <Band id="who-succeeds" title={successTraits.title} intro={successTraits.intro} keep={SuccessBody} />

      <Band id="compensation" title={compensation.title} intro={compensation.intro} muted keep={CompensationBody} />

      <Band id="hiring" title={hiringSteps.title} intro={hiringSteps.intro} keep={HiringBody} />

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
