import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { clearAdminToken, getAdminToken, rememberReturnTo } from "#app/lib/admin-token";
import { ApiError, apiRequest } from "#app/lib/api";
import { apiErrorMessage } from "#app/lib/api-error";
import { askToConfirm } from "#app/lib/sudo-prompt";
import { SUDO_FIELD, TWO_FACTOR_SETUP_FIELD } from "#common/admin-security";

export { clearAdminToken, setAdminToken } from "./admin-token";

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_SECURITY_PATH = "/admin/security";

/** Leaves the admin area for the login page (a full load, so no admin data stays in memory). */
export function goToAdminLogin(): void {
  if (typeof window === "undefined") return;
  rememberReturnTo(window.location.pathname + window.location.search);
  window.location.assign(ADMIN_LOGIN_PATH);
}

export type QueryParams = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/** `path?a=1&b=2&f=x&f=y` (a list repeats its key), leaving out empty values. */
export function withParams(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The `field` of a refusal's `{error, field}` answer, if any. */
function refusalField(error: ApiError): string | undefined {
  try {
    const field = (JSON.parse(error.body) as { field?: unknown }).field;
    return typeof field === "string" ? field : undefined;
  } catch {
    return undefined;
  }
}

function send(method: string, url: string, data?: unknown): Promise<Response> {
  const token = getAdminToken();
  return apiRequest(method, url, data, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/**
 * Any admin API call: sends `Authorization: Bearer <adminToken>`; a 401 removes the token and
 * goes to /admin/login. A sensitive action the server wants confirmed (403, field "sudo") opens
 * the confirmation dialog and, once confirmed, is sent again; a member who must first set up
 * two-factor sign-in is sent to the Security page. Other failures throw the usual ApiError.
 */
export async function adminRequest(method: string, url: string, data?: unknown): Promise<Response> {
  try {
    return await send(method, url, data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) {
      clearAdminToken();
      goToAdminLogin();
    }
    if (error.status === 403 && refusalField(error) === SUDO_FIELD && (await askToConfirm()))
      return adminRequest(method, url, data);
    if (
      error.status === 403 &&
      refusalField(error) === TWO_FACTOR_SETUP_FIELD &&
      typeof window !== "undefined" &&
      window.location.pathname !== ADMIN_SECURITY_PATH
    )
      window.location.assign(ADMIN_SECURITY_PATH);
    throw error;
  }
}

/** adminRequest that reads the JSON answer (undefined for 204). */
export async function adminJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await adminRequest(method, url, data);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The error text an admin page shows: the server's `{error}` message when there is one. */
export const adminErrorMessage = apiErrorMessage;

/** The query key of an admin GET: invalidate ["admin", path] to refresh every variant of a list. */
function adminQueryKey(path: string, params?: QueryParams): QueryKey {
  return params ? ["admin", path, params] : ["admin", path];
}

/** TanStack Query for an admin GET with the admin token. */
export function useAdminQuery<T>(
  path: string,
  params?: QueryParams,
  options: Omit<UseQueryOptions<T, Error, T, QueryKey>, "queryKey" | "queryFn"> = {},
) {
  return useQuery<T, Error, T, QueryKey>({
    queryKey: adminQueryKey(path, params),
    queryFn: () => adminJson<T>("GET", withParams(path, params)),
    ...options,
  });
}
