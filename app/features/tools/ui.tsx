import type { ReactNode } from "react";
import { ConsultationButton } from "../../components/ui/consultation-button";
import { recordConsultationRequest } from "../tracking";

/** Shared building blocks of the tool pages: panels, fields, the consultation call to action. */

export const inputClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-600";

export function Panel({ children, className = "", ...rest }: { children: ReactNode; className?: string } & React.HTMLAttributes<HTMLElement>) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`} {...rest}>
      {children}
    </section>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  help?: string;
  prefix?: string;
  suffix?: string;
  error?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
}

/** A labelled number input with optional unit, help text and an inline error. */
export function NumberField({ id, label, help, prefix, suffix, error, inputProps }: NumberFieldProps) {
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {help ? (
        <p id={`${id}-help`} className="mt-0.5 text-sm text-slate-600">
          {help}
        </p>
      ) : null}
      <div className="relative mt-1.5">
        {prefix ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="number"
          inputMode="decimal"
          className={`${inputClass} ${prefix ? "pl-7" : ""} ${suffix ? "pr-16" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...inputProps}
        />
        {suffix ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function ConsultationCta({
  title,
  text,
  button,
  source,
  onRequest,
}: {
  title: string;
  text: string;
  button: string;
  source: string;
  /** Also called on the click (a calculator completes its funnel). */
  onRequest?: () => void;
}) {
  return (
    <section aria-labelledby={`${source}-cta`} className="no-print rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id={`${source}-cta`} className="text-xl font-bold text-white sm:text-2xl">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">{text}</p>
      <ConsultationButton
        variant="inverse"
        size="lg"
        className="mt-5"
        onClick={() => {
          recordConsultationRequest(source);
          onRequest?.();
        }}
      >
        {button}
      </ConsultationButton>
    </section>
  );
}

/** The "how this is worked out" block every tool shows. */
export function Assumptions({ title = "Assumptions", items }: { title?: string | null; items: readonly string[] }) {
  return (
    <div>
      {title ? <h3 className="text-base font-semibold text-ink">{title}</h3> : null}
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function StatCard({ label, value, note, testId }: { label: string; value: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}
