import { ApiError } from "./api";

/** The server's `{error}` text of a failed call, or the usual "status: body" message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { error?: unknown };
      if (typeof body.error === "string") return body.error;
    } catch {
      // not JSON: fall through to the "status: body" message
    }
  }
  return error instanceof Error ? error.message : String(error);
}
