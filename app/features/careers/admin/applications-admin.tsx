import { useSearchParams } from "react-router";
import { ApplicationDetailView } from "./application-detail";
import { ApplicationsList } from "./applications-list";

/**
 * /admin/sales-applications: the list, or one application when `?id=` names it. The list's
 * filters stay in the address, so "All applications" returns to the same view.
 */
export function ApplicationsAdmin({ title, lead }: { title: string; lead: string }) {
  const [params] = useSearchParams();
  const id = params.get("id");
  if (id) return <ApplicationDetailView key={id} id={id} />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-slate-700">{lead}</p>
      </div>
      <ApplicationsList />
    </div>
  );
}
