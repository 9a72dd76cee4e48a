import { useAdminQuery } from "#app/lib/admin-api";
import { adminLabel } from "#common/admin";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadCounts, type LeadKind, type LeadStatus } from "#common/leads";
import { LEAD_OWNERS_API, type LeadOwnerChoice } from "#common/team";

export const LEADS_API = "/api/admin/leads";
const LEAD_COUNTS_API = "/api/admin/leads/counts";

/** The counts the sidebar and the dashboard show: New leads, follow-ups due today and overdue. */
export function useLeadCounts(): LeadCounts | null {
  return useAdminQuery<LeadCounts>(LEAD_COUNTS_API).data ?? null;
}

export function useNewLeadCount(): number | null {
  return useLeadCounts()?.new ?? null;
}

export const leadPath = (id: string) => `${LEADS_API}/${encodeURIComponent(id)}`;

const statusClasses: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-300",
  contacted: "bg-sky-50 text-sky-900 ring-sky-300",
  qualified: "bg-violet-50 text-violet-900 ring-violet-300",
  proposal: "bg-amber-50 text-amber-900 ring-amber-300",
  won: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  lost: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusClasses[status]}`}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

export function KindLabel({ kind }: { kind: LeadKind }) {
  return <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{LEAD_KIND_LABELS[kind]}</span>;
}

/** The lead's person: name, else e-mail, else company, else an anonymous visitor. */
export function leadTitle(lead: { name: string | null; email: string | null; company: string | null }): string {
  return lead.name || lead.email || lead.company || "Anonymous visitor";
}

/** One option per member who may own leads (active Sales members and owners), by name, for the owner pickers. */
export function AdminOptions() {
  const admins = useAdminQuery<{ items: LeadOwnerChoice[] }>(LEAD_OWNERS_API);
  return (
    <>
      {admins.data?.items.map((a) => (
        <option key={a.id} value={a.id}>
          {adminLabel(a)}
        </option>
      ))}
    </>
  );
}
