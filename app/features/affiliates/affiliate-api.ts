import { ApiError, apiRequest } from "#app/lib/api";
import { apiErrorMessage } from "#app/lib/api-error";
import { readStored, removeStored, writeStored } from "#app/lib/storage";
import { readTokenExpiry } from "#app/lib/token-expiry";

/** The affiliate's sign-in token (role "affiliate"); the admin's `adminToken` is separate. */
const AFFILIATE_TOKEN_KEY = "affiliateToken";
const SIGNED_OUT_EVENT = "affiliate-signed-out";

/** The stored token while it has not expired; an expired or unreadable one is removed. */
export function getAffiliateToken(now = Date.now()): string | null {
  const token = readStored("local", AFFILIATE_TOKEN_KEY);
  if (!token) return null;
  const expiry = readTokenExpiry(token);
  if (expiry === null || expiry <= now) {
    removeStored("local", AFFILIATE_TOKEN_KEY);
    return null;
  }
  return token;
}

export function setAffiliateToken(token: string): void {
  writeStored("local", AFFILIATE_TOKEN_KEY, token);
}

export function clearAffiliateToken(): void {
  removeStored("local", AFFILIATE_TOKEN_KEY);
  window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

/** Calls back when the session ends (sign-out, or a 401 from the server). */
export function onAffiliateSignedOut(listener: () => void): () => void {
  window.addEventListener(SIGNED_OUT_EVENT, listener);
  return () => window.removeEventListener(SIGNED_OUT_EVENT, listener);
}

/** An affiliate API call with the Bearer token; a 401 ends the session. */
export async function affiliateJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const token = getAffiliateToken();
  try {
    const response = await apiRequest(method, url, data, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return (response.status === 204 ? undefined : await response.json()) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAffiliateToken();
    throw error;
  }
}

/** The server's `{error}` text of a failed call, or the usual "status: body" message. */
export const errorMessage = apiErrorMessage;
