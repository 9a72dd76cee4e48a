import type { ReactNode } from "react";

const BOX = "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800";
const LINE = "text-sm text-red-700";

/**
 * An error the visitor or admin must notice, announced to screen readers (`role="alert"`): a box
 * for a form's or a page's failure, or `inline` for one line under a control. Nothing when there
 * is nothing to say, so a form can always render `<Alert>{error}</Alert>`.
 */
export function Alert({
  children,
  inline = false,
  id,
  className = "",
}: {
  children?: ReactNode;
  inline?: boolean;
  id?: string;
  className?: string;
}) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <div id={id} role="alert" className={`${inline ? LINE : BOX} ${className}`.trim()}>
      {children}
    </div>
  );
}
