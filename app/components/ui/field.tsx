import { type ComponentProps, type ReactNode, useId } from "react";
import { inputClass, inputClassSm } from "./input-class";

/** What a control needs to be tied to its label, hint and error. */
interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldProps {
  /** The control's id; one is made up when absent. */
  id?: string;
  label: ReactNode;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** The error, shown in red under the control and announced with it. */
  error?: string | null;
  /** Marks the label with a red asterisk. */
  required?: boolean;
  /** Marks an optional field "(optional)", for forms where most fields are required. */
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control (render prop), its hint and its error, tied together for assistive technology. */
export function Field({ id, label, hint, error, required, optional, className, children }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
        {optional && !required ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      <div className="mt-1">
        {children({ id: controlId, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${controlId}-error`} message={error} />
    </div>
  );
}

/**
 * A schema's short message read after the field's label ("E-mail" + "is required"): the shared
 * schemas say "is required" so that the API can answer "email: is required".
 */
export const afterLabel = (label: string, message?: string) => (message ? `${label} ${message}` : undefined);

/** A control's error line, for controls laid out without Field; nothing when there is no error. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type Labelled = Omit<FieldProps, "children" | "className"> & { fieldClassName?: string; size?: "md" | "sm" };

function split<T extends Labelled>({ id, label, hint, error, required, optional, fieldClassName, size, ...rest }: T) {
  return {
    field: { id, label, hint, error, required, optional, className: fieldClassName },
    control: { ...rest, required },
    classes: size === "sm" ? inputClassSm : inputClass,
  };
}

/**
 * A labelled text box. `required` marks the label and is passed on to the input.
 * @public The kit's field parts (Input, Select, Textarea) are for forms without a render prop; the README documents them.
 */
export function Input(props: Labelled & Omit<ComponentProps<"input">, "size">) {
  const { field, control, classes } = split(props);
  return (
    <Field {...field}>
      {(a11y) => <input {...control} {...a11y} className={`${classes} ${control.className ?? ""}`} />}
    </Field>
  );
}

/** A labelled drop-down. @public (see Input) */
export function Select(props: Labelled & Omit<ComponentProps<"select">, "size">) {
  const { field, control, classes } = split(props);
  return (
    <Field {...field}>
      {(a11y) => <select {...control} {...a11y} className={`${classes} ${control.className ?? ""}`} />}
    </Field>
  );
}

/** A labelled text area. @public (see Input) */
export function Textarea(props: Labelled & ComponentProps<"textarea">) {
  const { field, control, classes } = split(props);
  return (
    <Field {...field}>
      {(a11y) => <textarea {...control} {...a11y} className={`${classes} ${control.className ?? ""}`} />}
    </Field>
  );
}
