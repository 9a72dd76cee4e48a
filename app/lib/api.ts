/**
 * The one HTTP helper of the browser app: JSON in and out, cookies sent,
 * and any non-2xx answer turned into an error "status: body" (or the status text).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

type UnauthorizedBehavior = "throw" | "returnNull";

interface RequestOptions {
  headers?: Record<string, string>;
  /** A 401 is an error by default; "returnNull" lets a caller treat it as "signed out". */
  on401?: UnauthorizedBehavior;
  keepalive?: boolean;
  signal?: AbortSignal;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  throw new ApiError(response.status, body, response.statusText);
}

async function send(method: string, url: string, data: unknown, options: RequestOptions): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  if (data !== undefined && !isForm) headers["Content-Type"] = "application/json";
  return fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    credentials: "include",
    keepalive: options.keepalive,
    signal: options.signal,
  });
}

/** Sends a write (or any call) and returns the raw response once it is known to be 2xx. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const response = await send(method, url, data, options);
  await throwIfNotOk(response);
  return response;
}

/** Reads JSON; with on401 "returnNull" a 401 gives null instead of an error. */
export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  const response = await send(method, url, data, options);
  if (options.on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** TanStack Query's default reader: the query key joined into a GET path. */
export function getQueryFn<T>(options: { on401?: UnauthorizedBehavior } = {}) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    apiJson<T>("GET", queryKey.join("/"), undefined, { on401: options.on401, signal }) as Promise<T>;
}
