import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** Visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="text-brand-700 underline-offset-2 hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
