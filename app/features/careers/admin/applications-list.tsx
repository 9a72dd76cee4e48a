import { keepPreviousData } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { buttonClasses } from "#app/components/ui/button";
import { ClippedText } from "#app/components/ui/clipped-text";
import { DataTable } from "#app/components/ui/data-table";
import { inputClassSm } from "#app/components/ui/input-class";
import { adminErrorMessage, useAdminQuery } from "#app/lib/admin-api";
import {
  APPLICATION_STATUSES,
  type ApplicationList,
  type ApplicationStatus,
  SALES_ROLE_IDS,
  type SalesRoleId,
  STATUS_LABELS,
} from "#common/careers/application";
import { formatDate } from "#common/format/date";
import { APPLICATIONS_API, roleShortTitle, roleTitle } from "./format";
import { StatusBadge } from "./status-badge";

const PAGE_SIZE = 20;

function readFilters(params: URLSearchParams) {
  const status = params.get("status") ?? "";
  const role = params.get("role") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : undefined,
    role: (SALES_ROLE_IDS as readonly string[]).includes(role) ? (role as SalesRoleId) : undefined,
    q: params.get("q")?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The list of applications: filters (status, role), search (name or e-mail), pages. */
export function ApplicationsList() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useAdminQuery<ApplicationList>(
    APPLICATIONS_API,
    { ...filters, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete("id");
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" ? q.trim() : undefined });
  };

  const detailHref = (applicationId: string) => {
    const next = new URLSearchParams(params);
    next.set("id", applicationId);
    return `?${next.toString()}`;
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(filters.status || filters.role || filters.q);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:flex-row lg:items-end">
        <div className="grid flex-1 gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-ink">
              Status
            </label>
            <select
              id={`${id}-status`}
              className={`mt-1 ${inputClassSm}`}
              value={filters.status ?? ""}
              onChange={(event) => update({ status: event.target.value || undefined })}
            >
              <option value="">All statuses</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-role`} className="block text-sm font-semibold text-ink">
              Role
            </label>
            <select
              id={`${id}-role`}
              className={`mt-1 ${inputClassSm}`}
              value={filters.role ?? ""}
              onChange={(event) => update({ role: event.target.value || undefined })}
            >
              <option value="">All roles</option>
              {SALES_ROLE_IDS.map((role) => (
                <option key={role} value={role}>
                  {roleTitle(role)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <form role="search" onSubmit={onSearch} className="flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ink">
            Search by name or e-mail
          </label>
          <div className="mt-1 flex gap-2">
            <input
              key={filters.q ?? ""}
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={filters.q ?? ""}
              maxLength={200}
              className={inputClassSm}
            />
            <button type="submit" className={buttonClasses("primary", "sm")}>
              <Search aria-hidden="true" className="size-4" />
              Search
            </button>
          </div>
        </form>
      </div>

      <div aria-live="polite" className="text-sm text-slate-700">
        {data ? (
          <p>
            {data.total === 1 ? "1 application" : `${data.total} applications`}
            {filtered ? (data.total === 1 ? " matches the filters" : " match the filters") : ""}
            {filtered ? (
              <>
                {" · "}
                <button
                  type="button"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                  onClick={() => setParams(new URLSearchParams())}
                >
                  Clear filters
                </button>
              </>
            ) : null}
          </p>
        ) : null}
      </div>

      {list.isError ? <Alert>The applications could not be loaded: {adminErrorMessage(list.error)}</Alert> : null}

      {list.isPending ? <p className="text-sm text-slate-700">Loading applications…</p> : null}

      {data && data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {filtered
            ? "No application matches these filters."
            : "No applications yet. They appear here as soon as someone applies on /sales-careers."}
        </p>
      ) : null}

      {data && data.items.length > 0 ? (
        <DataTable
          label="Sales applications, newest first"
          rows={data.items}
          rowKey={(item) => item.id}
          cardsBelow="md"
          columns={[
            {
              key: "applicant",
              header: "Applicant",
              card: "title",
              cell: (item) => (
                <>
                  <Link
                    to={detailHref(item.id)}
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {item.name}
                  </Link>
                  <ClippedText text={item.email} className="max-w-64 font-normal text-slate-700" />
                </>
              ),
            },
            {
              key: "role",
              header: "Role",
              cell: (item) => (
                <>
                  {roleShortTitle(item.role)}
                  <span className="block text-slate-700">{item.location}</span>
                </>
              ),
            },
            {
              key: "experience",
              header: "Experience",
              className: "whitespace-nowrap",
              cell: (item) => (item.yearsExperience === 1 ? "1 year" : `${item.yearsExperience} years`),
            },
            {
              key: "status",
              header: "Status",
              className: "whitespace-nowrap",
              cell: (item) => <StatusBadge status={item.status} />,
            },
            {
              key: "received",
              header: "Received",
              className: "whitespace-nowrap",
              cell: (item) => formatDate(item.createdAt),
            },
          ]}
        />
      ) : null}

      {data && pages > 1 ? (
        <nav aria-label="Pages of applications" className="flex items-center justify-between gap-4 text-sm">
          <button
            type="button"
            className={buttonClasses("secondary", "sm")}
            disabled={data.page <= 1}
            onClick={() => update({ page: String(data.page - 1) })}
          >
            Previous
          </button>
          <p>
            Page {data.page} of {pages}
          </p>
          <button
            type="button"
            className={buttonClasses("secondary", "sm")}
            disabled={data.page >= pages}
            onClick={() => update({ page: String(data.page + 1) })}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
