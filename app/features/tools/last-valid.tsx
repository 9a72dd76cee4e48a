import { Fragment, useRef } from "react";

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };

/**
 * The calculator's input as last seen valid, so one bad field dims the estimate instead of
 * blanking it (and the page does not jump). `invalid` lists the bad fields in form order.
 * `parsed` is null while the input waits for its check: the last valid estimate stays as it is.
 */
export function useLastValid<T, K extends string>(
  parsed: Parsed<T> | null,
  initial: T,
  order: readonly K[],
): { value: T; invalid: K[] } {
  const last = useRef(initial);
  if (!parsed) return { value: last.current, invalid: [] };
  if (parsed.success) {
    last.current = parsed.data;
    return { value: parsed.data, invalid: [] };
  }
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return { value: last.current, invalid: order.filter((field) => bad.has(field)) };
}

/**
 * "Showing your last valid estimate. Fix <field> and <field> to update it.", each field a
 * button that takes the visitor to it.
 */
export function StaleNotice({
  template,
  fields,
  onFocusField,
}: {
  template: string;
  fields: readonly { id: string; label: string }[];
  onFocusField: (id: string) => void;
}) {
  const [before, after = ""] = template.split("{fields}");
  return (
    <p
      role="status"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="stale-notice"
    >
      {before}
      {fields.map((field, index) => (
        <Fragment key={field.id}>
          {index > 0 ? (index === fields.length - 1 ? " and " : ", ") : null}
          <button
            type="button"
            onClick={() => onFocusField(field.id)}
            className="font-semibold underline underline-offset-2 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {field.label}
          </button>
        </Fragment>
      ))}
      {after}
    </p>
  );
}
