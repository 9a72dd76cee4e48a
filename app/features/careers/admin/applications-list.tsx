import { keepPreviousData } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { buttonClasses } from "#app/components/ui/button";
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
            {filtered ? " match the filters" : ""}
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
        <ul aria-label="Applications" className="space-y-3 sm:hidden">
          {data.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-3">
                <Link
                  to={detailHref(item.id)}
                  className="font-semibold break-words text-brand-700 underline-offset-4 hover:underline"
                >
                  {item.name}
                </Link>
                <StatusBadge status={item.status} />
              </div>
              <p className="mt-1 text-sm break-all text-slate-700">{item.email}</p>
              <p className="mt-2 text-sm text-ink">
                {roleShortTitle(item.role)} · {item.yearsExperience === 1 ? "1 year" : `${item.yearsExperience} years`}
              </p>
              <p className="text-sm text-slate-700">
                {item.location} · received {formatDate(item.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {data && data.items.length > 0 ? (
        <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Sales applications, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Applicant
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Experience
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Received
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.items.map((item) => (
                <tr key={item.id} className="hover:bg-slate-50">
                  <td className="px-4 py-3">
                    <Link
                      to={detailHref(item.id)}
                      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {item.name}
                    </Link>
                    <span className="block text-slate-700">{item.email}</span>
                  </td>
                  <td className="px-4 py-3">
                    {roleShortTitle(item.role)}
                    <span className="block text-slate-700">{item.location}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {item.yearsExperience === 1 ? "1 year" : `${item.yearsExperience} years`}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={item.status} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
