/**
 * The stored admin login token and the client-side guard.
 * The server checks the token on every admin call as well; this only spares a round trip.
 */
import { readStored, removeStored, writeStored } from "#app/lib/storage";
import { readTokenExpiry } from "#app/lib/token-expiry";

const ADMIN_TOKEN_KEY = "adminToken";
const RETURN_TO_KEY = "adminReturnTo";

export function getAdminToken(): string | null {
  return readStored("local", ADMIN_TOKEN_KEY);
}

export function setAdminToken(token: string): void {
  writeStored("local", ADMIN_TOKEN_KEY, token);
}

/**
 * Tells the server this browser's session is over, so the token stops working at once even if a
 * copy of it lingers; sent on its way (keepalive) while the console leaves, and never waited for.
 */
export function endThisSession(): void {
  const token = getAdminToken();
  if (!token || typeof fetch === "undefined") return;
  void fetch("/api/admin/sign-out", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

export function clearAdminToken(): void {
  removeStored("local", ADMIN_TOKEN_KEY);
}

type GuardResult = "ok" | "missing" | "expired";

/**
 * No token means "missing"; a token whose expiry has passed, or that cannot be read,
 * is "expired" and is removed. Both send the visitor to /admin/login.
 */
export function checkAdminToken(now = Date.now()): GuardResult {
  const token = getAdminToken();
  if (!token) return "missing";
  const expiry = readTokenExpiry(token);
  if (expiry === null || expiry <= now) {
    clearAdminToken();
    return "expired";
  }
  return "ok";
}

/** Remembers the admin page a signed-out visitor wanted, so the login can return there. */
export function rememberReturnTo(path: string): void {
  if (path.startsWith("/admin/") && path !== "/admin/login") writeStored("session", RETURN_TO_KEY, path);
}

export function takeReturnTo(): string {
  const path = readStored("session", RETURN_TO_KEY) ?? "";
  removeStored("session", RETURN_TO_KEY);
  return path.startsWith("/admin/") && !path.startsWith("//") && path !== "/admin/login" ? path : "/admin/dashboard";
}
