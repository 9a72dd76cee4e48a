import type { ReactNode } from "react";
import { Panel } from "#app/components/ui/panel";

const HOW_WE_CALCULATE = "How we calculate";

/**
 * The method card of a tool: two plain sentences anyone can read, and the full formula
 * behind a disclosure for those who want to check the arithmetic.
 */
export function HowWeCalculate({
  id,
  summary,
  children,
}: {
  id: string;
  summary: readonly [string, string];
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {HOW_WE_CALCULATE}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {summary[0]} {summary[1]}
      </p>
      <details className="group mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 underline-offset-4 hover:underline">
          Show the full formula
        </summary>
        <div className="mt-3 space-y-5">{children}</div>
      </details>
    </Panel>
  );
}

/** A two-column table of named formulas. */
export function FormulaTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { name: string; formula: string }[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1.5 pr-3 font-semibold text-ink">
              Figure
            </th>
            <th scope="col" className="py-1.5 font-semibold text-ink">
              Formula
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((f) => (
            <tr key={f.name} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {f.name}
              </th>
              <td className="py-1.5 font-mono text-[13px] text-slate-800">{f.formula}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
