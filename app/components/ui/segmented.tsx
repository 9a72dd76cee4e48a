/**
 * A row of mutually exclusive choices (a period, a tab of a list): buttons that say which one is
 * pressed, inside a labelled group.
 */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex max-w-full flex-wrap rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
      <legend className="sr-only">{label}</legend>
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            value === option ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
          }`}
        >
          {text}
        </button>
      ))}
    </fieldset>
  );
}
