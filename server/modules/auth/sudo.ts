import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SUDO_FIELD, SUDO_WINDOW_MINUTES } from "#common/admin-security";
import type { Db } from "#server/db/client";
import { clientKey } from "#server/lib/client-address";
import { badRequest, HttpError } from "#server/lib/http-errors";
import type { SecretBox } from "#server/lib/secret-box";
import { currentAdmin, currentSession } from "./guards";
import { type RelyingParty, verifyPasskey } from "./passkeys";
import { confirmAdminPassword } from "./reauthenticate";
import { markConfirmed } from "./sessions";
import { throttledCodeCheck } from "./sign-in";
import { checkSecondFactor } from "./two-factor";

const SUDO_WINDOW_MS = SUDO_WINDOW_MINUTES * 60_000;

const SUDO_REQUIRED =
  "Confirm it's you: enter your password, a code from your authenticator app, or use a passkey, to continue.";

/** Whether a session that confirmed at `confirmedAt` may take a sensitive action at `now`. */
export function withinSudoWindow(confirmedAt: Date | null, now: Date): boolean {
  if (!confirmedAt) return false;
  const age = now.getTime() - confirmedAt.getTime();
  return age >= 0 && age < SUDO_WINDOW_MS;
}

/**
 * The one gate of every sensitive action (members, erasure, personal-data exports, sign out
 * everywhere, the second factor and the team's 2FA rule): open when this session confirmed within
 * the last ten minutes, else 403 `{error, field: "sudo"}`, which the console answers with its
 * confirmation dialog before retrying. A fresh sign-in does not count: the point is that a token
 * taken from a signed-in browser cannot act alone.
 */
export function requireSudo(request: FastifyRequest, now = new Date()): void {
  if (!withinSudoWindow(currentSession(request).confirmedAt, now)) throw new HttpError(403, SUDO_REQUIRED, SUDO_FIELD);
}

/**
 * The gate of an action whose form also takes the password (team changes): a password sent with
 * the action is checked (throttled) and confirms the session on the way; without one, requireSudo.
 */
export async function requireSudoOrPassword(
  db: Db,
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword === undefined) return requireSudo(request);
  await confirmAdminPassword(db, secret, request, reply, currentPassword);
  await markConfirmed(db, currentSession(request).id);
}

/**
 * POST /api/admin/me/confirm: the password, a second-factor code or a passkey proves it is the member;
 * the session may then take sensitive actions for ten minutes. Wrong answers count against the
 * sign-in throttle like a wrong password.
 */
export async function confirmSession(
  db: Db,
  secret: string,
  box: SecretBox,
  rp: RelyingParty,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { currentPassword?: string; code?: string; passkey?: AuthenticationResponseJSON },
): Promise<void> {
  const session = currentSession(request);
  if (answer.currentPassword !== undefined) {
    await confirmAdminPassword(db, secret, request, reply, answer.currentPassword);
  } else {
    const admin = currentAdmin(request);
    const { code, passkey } = answer;
    const ok = await throttledCodeCheck(
      db,
      secret,
      { role: "admin", email: admin.email, address: clientKey(request.ip) },
      async () =>
        passkey
          ? (await verifyPasskey(db, rp, passkey, "confirm", admin.id)) !== null
          : (await checkSecondFactor(db, box, admin.id, code ?? "")) !== false,
      reply,
    );
    if (!ok && passkey) throw badRequest("passkey: was not accepted; try again or use your password", "passkey");
    if (!ok) throw badRequest("code: is not a valid code from your authenticator app or a recovery code", "code");
  }
  await markConfirmed(db, session.id);
}
