import { Field } from "#app/components/ui/field";
import { inputClass } from "#app/components/ui/input-class";

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
  return (
    <Field id={id} label={label} hint={help} error={error}>
      {(a11y) => (
        <div className="relative">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
            >
              {prefix}
            </span>
          ) : null}
          <input
            type="number"
            inputMode="decimal"
            className={`${inputClass} ${prefix ? "pl-7" : ""} ${suffix ? "pr-16" : ""}`}
            {...a11y}
            {...inputProps}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
