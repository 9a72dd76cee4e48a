import { errors, jwtVerify, SignJWT } from "jose";

/** "share": a visitor who opened a shared analytics link with its password (sub: the link's id). */
export type TokenRole = "admin" | "affiliate" | "share";

interface TokenPayload {
  sub: string;
  role: TokenRole;
  /** The account's token version when issued: a bump (sign out everywhere) revokes the token. */
  ver: number;
  /** Admin tokens: the session (a row of admin_sessions) the token belongs to. */
  sid?: string;
  /** Issued-at and expiry, seconds since the epoch. */
  iat: number;
  exp: number;
}

const ALGORITHM = "HS256";
const ISSUER = "custom-ai-site";

let secretKey: Uint8Array | undefined;

/**
 * Sets the HS256 key (the config's JWT_SECRET). The auth module calls it when the app is
 * built; server/main.ts makes sure a secret exists (generated and kept in the data folder in development).
 */
export function setTokenSecret(secret: string): void {
  if (secret.length < 32) throw new Error("JWT secret must be at least 32 characters");
  secretKey = new TextEncoder().encode(secret);
}

function key(): Uint8Array {
  if (!secretKey) throw new Error("JWT secret not configured: the auth module sets it when the app is built");
  return secretKey;
}

/**
 * A signed token for `sub` with `role` and token version `ver`, valid for `hours` from the clock's
 * now (milliseconds since the epoch; tests pass a clock to sign a token that has already expired).
 */
export async function signToken(
  payload: { sub: string; role: TokenRole; ver: number; sid?: string },
  hours: number,
  clock: () => number = Date.now,
): Promise<string> {
  const now = Math.floor(clock() / 1000);
  const claims = payload.sid
    ? { role: payload.role, ver: payload.ver, sid: payload.sid }
    : { role: payload.role, ver: payload.ver };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(payload.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + Math.round(hours * 3600))
    .sign(key());
}

/**
 * The payload of a valid, unexpired token of the given role; null when the token is missing,
 * malformed, signed with another key, expired, of another role or without a token version.
 */
export async function verifyToken(token: string | undefined | null, role: TokenRole): Promise<TokenPayload | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM], issuer: ISSUER });
    const { sub, exp, ver } = payload;
    if (payload.role !== role || typeof sub !== "string" || typeof exp !== "number" || !Number.isInteger(ver))
      return null;
    const sid = typeof payload.sid === "string" ? payload.sid : undefined;
    return { sub, role, ver: ver as number, sid, iat: payload.iat ?? 0, exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

const CHALLENGE_PURPOSE = "second-factor";

/**
 * The answer of a right password when the member has a second factor: good for one thing only,
 * the second step of that sign-in, for a few minutes. It carries no role, so no guard accepts it
 * as a session, and the account's token version, so a password change revokes it too.
 */
export async function signChallenge(sub: string, ver: number, minutes: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ purpose: CHALLENGE_PURPOSE, ver })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + minutes * 60)
    .sign(key());
}

/** The subject and token version of a valid, unexpired second-step challenge; null otherwise. */
export async function verifyChallenge(token: string): Promise<{ sub: string; ver: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM], issuer: ISSUER });
    if (payload.purpose !== CHALLENGE_PURPOSE || payload.role !== undefined) return null;
    if (typeof payload.sub !== "string" || !Number.isInteger(payload.ver)) return null;
    return { sub: payload.sub, ver: payload.ver as number };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}
