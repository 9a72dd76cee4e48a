import { type ChangeEvent, startTransition, useEffect, useRef, useState } from "react";
import { type OnDemand, whenIdle } from "./on-demand";

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

interface Schema<T> {
  safeParse: (value: unknown) => Parsed<T>;
}

/**
 * The calculators' form state: uncontrolled inputs that report each change, validated on every
 * change with the calculator's own schema. Small on purpose: a form library would add more
 * script to these pages than the whole calculator.
 *
 * The schema (with zod) loads after hydration, when the browser is idle, or at the first change,
 * whichever comes first: the defaults need no check, so the page renders and hydrates without it.
 * A change made before it has arrived is checked as soon as it does (`parsed` is null meanwhile).
 *
 * The prerendered form can be filled in before the scripts start: when it hydrates, the hook takes
 * the values its inputs hold then (`formRef` goes on the <form>), so the result is computed from
 * what the visitor sees in the fields.
 */
export function useCalculatorForm<T extends object>(defaults: T, lazy: OnDemand<Schema<T>>) {
  const [values, setValues] = useState<T>(defaults);
  const [schema, setSchema] = useState(lazy.loaded);
  const formRef = useRef<HTMLFormElement>(null);
  // How each field reads from the form, noted as the fields render.
  const readers = useRef(new Map<keyof T & string, (form: HTMLFormElement) => unknown>()).current;
  // The form's re-render with its checks is a transition: it yields to input (Total Blocking Time).
  const adopt = (loaded: Schema<T>) => startTransition(() => setSchema(() => loaded));
  const requestSchema = () => {
    lazy.load().then(
      adopt,
      () => undefined, // tried again at the next change
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: adopt only sets state
  useEffect(() => {
    if (lazy.loaded()) return;
    return whenIdle(() => lazy.load().then(adopt, () => undefined));
  }, [lazy]);

  const parsed: Parsed<T> | null = schema
    ? schema.safeParse(values)
    : values === defaults
      ? { success: true, data: defaults }
      : null;
  const errors: Partial<Record<keyof T & string, string>> = {};
  if (parsed && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof T & string;
      errors[field] ??= issue.message;
    }
  }
  const update = (change: (current: T) => T) => {
    if (!schema) requestSchema();
    setValues(change);
  };
  const set = (name: keyof T, value: unknown) => update((current) => ({ ...current, [name]: value }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, from what the inputs hold then
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed = { ...defaults };
    for (const [name, read] of readers) typed[name] = read(element) as T[typeof name];
    if (JSON.stringify(typed) !== JSON.stringify(defaults)) update(() => typed);
  }, []);
  // What an input shows when it mounts (an input shown again later starts from the current value).
  const initial = (name: keyof T) => values[name] as unknown;

  const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const numberOf = (input: HTMLInputElement) => (input.value.trim() === "" ? Number.NaN : input.valueAsNumber);

  return {
    formRef,
    values,
    parsed,
    errors,
    /** A number input: empty or unreadable becomes NaN, which the schema names. */
    number: (name: keyof T & string) => {
      readers.set(name, (form) => numberOf(field(form, name)));
      return {
        name,
        defaultValue: Number.isFinite(initial(name)) ? String(initial(name)) : "",
        onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, numberOf(event.currentTarget)),
      };
    },
    /** One radio button of a group. */
    radio: (name: keyof T & string, option: string) => {
      readers.set(name, (form) => (form.elements.namedItem(name) as RadioNodeList).value || values[name]);
      return {
        type: "radio" as const,
        name,
        value: option,
        defaultChecked: initial(name) === option,
        onChange: () => set(name, option),
      };
    },
    /** One checkbox of a group whose value is the list of ticked options, in `order`. */
    multi: (name: keyof T & string, option: string, order: readonly string[]) => {
      readers.set(name, (form) => {
        const ticked = [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map(
          (i) => i.value,
        );
        return order.filter((o) => ticked.includes(o));
      });
      return {
        type: "checkbox" as const,
        name,
        value: option,
        defaultChecked: (initial(name) as string[]).includes(option),
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const { checked } = event.currentTarget;
          update((current) => {
            const ticked = new Set(current[name] as string[]);
            if (checked) ticked.add(option);
            else ticked.delete(option);
            return { ...current, [name]: order.filter((o) => ticked.has(o)) };
          });
        },
      };
    },
    /** A single checkbox for a yes/no value. */
    flag: (name: keyof T & string) => {
      readers.set(name, (form) => field(form, name).checked);
      return {
        type: "checkbox" as const,
        name,
        defaultChecked: initial(name) === true,
        onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.checked),
      };
    },
    select: (name: keyof T & string) => {
      readers.set(name, (form) => field(form, name).value);
      return {
        name,
        defaultValue: String(initial(name)),
        onChange: (event: ChangeEvent<HTMLSelectElement>) => set(name, event.currentTarget.value),
      };
    },
  };
}
