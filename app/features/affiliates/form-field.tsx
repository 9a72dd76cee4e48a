import type { ReactNode } from "react";
import { Field as KitField } from "#app/components/ui/field";

export { inputClass } from "#app/components/ui/input-class";

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  help?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The kit's field as the partner forms use it: fields not required say "(optional)", and the
 * schema's short error is read after the label ("E-mail is required").
 */
export function Field({ id, label, required, help, error, children }: FieldProps) {
  return (
    <KitField
      id={id}
      label={label}
      required={required}
      optional={!required}
      hint={help}
      error={error ? `${label} ${error}` : undefined}
    >
      {(control) => children(control["aria-describedby"])}
    </KitField>
  );
}
