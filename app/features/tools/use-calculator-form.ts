import { type ChangeEvent, useState } from "react";

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The calculators' form state: uncontrolled inputs that report each change, validated on every
 * change with the calculator's own schema. Small on purpose: a form library would add more
 * script to these pages than the whole calculator.
 */
export function useCalculatorForm<T extends object>(defaults: T, schema: { safeParse: (value: unknown) => Parsed<T> }) {
  const [values, setValues] = useState<T>(defaults);
  const parsed = schema.safeParse(values);
  const errors: Partial<Record<keyof T & string, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof T & string;
      errors[field] ??= issue.message;
    }
  }
  const set = (name: keyof T, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  // What an input shows when it mounts (an input shown again later starts from the current value).
  const initial = (name: keyof T) => values[name] as unknown;

  return {
    values,
    parsed,
    errors,
    /** A number input: empty or unreadable becomes NaN, which the schema names. */
    number: (name: keyof T & string) => ({
      name,
      defaultValue: Number.isFinite(initial(name)) ? String(initial(name)) : "",
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        set(name, event.currentTarget.value.trim() === "" ? Number.NaN : event.currentTarget.valueAsNumber),
    }),
    /** One radio button of a group. */
    radio: (name: keyof T & string, option: string) => ({
      type: "radio" as const,
      name,
      value: option,
      defaultChecked: initial(name) === option,
      onChange: () => set(name, option),
    }),
    /** One checkbox of a group whose value is the list of ticked options, in `order`. */
    multi: (name: keyof T & string, option: string, order: readonly string[]) => ({
      type: "checkbox" as const,
      name,
      value: option,
      defaultChecked: (initial(name) as string[]).includes(option),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { checked } = event.currentTarget;
        setValues((current) => {
          const ticked = new Set(current[name] as string[]);
          if (checked) ticked.add(option);
          else ticked.delete(option);
          return { ...current, [name]: order.filter((o) => ticked.has(o)) };
        });
      },
    }),
    /** A single checkbox for a yes/no value. */
    flag: (name: keyof T & string) => ({
      type: "checkbox" as const,
      name,
      defaultChecked: initial(name) === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.checked),
    }),
    select: (name: keyof T & string) => ({
      name,
      defaultValue: String(initial(name)),
      onChange: (event: ChangeEvent<HTMLSelectElement>) => set(name, event.currentTarget.value),
    }),
  };
}
