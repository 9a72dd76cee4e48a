import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { COSEALG, isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Passkey } from "#common/admin-security";
import { site } from "#content/site";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { adminPasskeys, admins, webauthnChallenges } from "#server/db/schema";
import { writeAudit } from "#server/lib/audit";
import { badRequest, conflict, notFound } from "#server/lib/http-errors";
import { iso } from "#server/lib/sql";

/** A challenge must be answered within this time (the browser's prompt times out a little sooner). */
const CHALLENGE_TTL_MS = 5 * 60_000;
const PROMPT_TIMEOUT_MS = 4 * 60_000;
/** The most passkeys one member may hold: plenty for every device, and a bound on the sign-in's list. */
const MAX_PASSKEYS = 20;

/**
 * EdDSA, ES256 and RS256: what every authenticator offers. The library would add ML-DSA-44 where
 * the runtime has it, an experimental algorithm in Node whose signatures run to 2.4 KB.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)["purpose"];

/** Whom the passkeys belong to: the site's host name, and the one origin its pages are served from. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/**
 * The relying party from SITE_URL, the address the site is published at; unset, localhost on the
 * server's port, so a passkey made on a development machine is never good anywhere else. Browsers
 * accept no IP address as a relying party: the site must be reached by a host name.
 */
export function relyingParty(config: Pick<Config, "SITE_URL" | "PORT">): RelyingParty {
  const url = new URL(config.SITE_URL ?? `http://localhost:${config.PORT}`);
  return { id: url.hostname, origin: url.origin, name: site.name };
}

/** The member's id as the user handle a discoverable passkey keeps and hands back at sign-in. */
const userHandle = (adminId: string) => Buffer.from(adminId.replace(/-/g, ""), "hex");

/** Stores a challenge just handed out; expired ones are cleared on the way, so the table stays small. */
async function storeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, adminId: string | null) {
  const now = new Date();
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, adminId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
}

/** The challenge the browser says it signed (clientDataJSON), if that can be read at all. */
function claimedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === "string" && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes a stored challenge out for one answer: it must have been issued for this purpose (and
 * member), not expired, and not answered before. The delete is the check, so two answers racing
 * with one challenge cannot both have it. Null when there is no such challenge.
 */
async function takeChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  adminId: string | null,
): Promise<string | null> {
  const claimed = claimedChallenge(clientDataJSON);
  if (!claimed) return null;
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, claimed),
        eq(webauthnChallenges.purpose, purpose),
        adminId ? eq(webauthnChallenges.adminId, adminId) : isNull(webauthnChallenges.adminId),
      ),
    )
    .returning({ expiresAt: webauthnChallenges.expiresAt });
  return taken && taken.expiresAt.getTime() > Date.now() ? claimed : null;
}

export async function listPasskeys(db: Db, adminId: string): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: iso(row.createdAt),
    lastUsedAt: row.lastUsedAt ? iso(row.lastUsedAt) : null,
    backedUp: row.backedUp,
  }));
}

export async function passkeyCount(db: Db, adminId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
  return Number(row?.n ?? 0);
}

/** The member's passkeys as a list the browser may offer (for a second step or a confirmation). */
async function allowedCredentials(db: Db, adminId: string) {
  const rows = await db
    .select({ id: adminPasskeys.credentialId, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId));
  return rows.map((row) => ({ id: row.id, transports: row.transports }));
}

/**
 * What the browser needs to make a new passkey for the member: a discoverable credential (so it
 * can sign in without an e-mail), never one the authenticator already holds for them.
 */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  admin: { id: string; email: string; name: string | null },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await allowedCredentials(db, admin.id);
  if (existing.length >= MAX_PASSKEYS)
    throw conflict(`You hold ${MAX_PASSKEYS} passkeys, the most one member may: remove one you no longer use first.`);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.email,
    userID: userHandle(admin.id),
    userDisplayName: admin.name ?? admin.email,
    timeout: PROMPT_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await storeChallenge(db, options.challenge, "register", admin.id);
  return options;
}

const REGISTRATION_FAILED = "passkey: was not accepted; try again, or use another device";

/** Checks the browser's answer to registrationOptions and keeps the new passkey under `name`. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  admin: { id: string; email: string },
  name: string,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, "register", admin.id);
  if (!challenge)
    throw badRequest("passkey: this request has expired or was used already; add the passkey again", "passkey");
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>["registrationInfo"];
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    info = verified.registrationInfo;
  } catch {
    info = undefined;
  }
  if (!info) throw badRequest(REGISTRATION_FAILED, "passkey");
  const [row] = await db
    .insert(adminPasskeys)
    .values({
      adminId: admin.id,
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: (response.response.transports ?? []).slice(0, 10),
      name,
      backedUp: info.credentialBackedUp,
    })
    .onConflictDoNothing({ target: adminPasskeys.credentialId })
    .returning();
  if (!row) throw conflict("passkey: this passkey is already registered", "passkey");
  await writeAudit(db, admin, "admin.passkey_added", { name });
  return { id: row.id, name: row.name, createdAt: iso(row.createdAt), lastUsedAt: null, backedUp: row.backedUp };
}

/**
 * Removes one of the member's passkeys. When `mustKeepOne` (the team requires a second factor and
 * the member has no authenticator app), their last passkey cannot go: they would be sent to set one
 * up again at once. The member's passkeys are locked while counted, so two removals at once
 * cannot both take what each thought was not the last.
 */
export async function removePasskey(
  db: Db,
  admin: { id: string; email: string },
  id: string,
  mustKeepOne: boolean,
): Promise<void> {
  const name = await db.transaction(async (tx) => {
    const held = await tx
      .select({ id: adminPasskeys.id, name: adminPasskeys.name })
      .from(adminPasskeys)
      .where(eq(adminPasskeys.adminId, admin.id))
      .for("update");
    const target = held.find((row) => row.id === id);
    if (!target) throw notFound("Passkey not found: it may have been removed already.");
    if (mustKeepOne && held.length <= 1)
      throw conflict(
        "The team requires a second factor and this passkey is your last one: set up another first, or ask an owner to turn the rule off.",
      );
    await tx.delete(adminPasskeys).where(eq(adminPasskeys.id, id));
    return target.name;
  });
  await writeAudit(db, admin, "admin.passkey_removed", { name });
}

/**
 * What the browser needs to sign a challenge with a passkey. `adminId` given: one of that member's
 * passkeys (a second step, a confirmation); null: any passkey of this site the authenticator holds,
 * with the user verified (a fingerprint, a face, a PIN), since it then stands in for the password.
 */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  purpose: Exclude<ChallengePurpose, "register">,
  adminId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowCredentials = adminId ? await allowedCredentials(db, adminId) : undefined;
  if (allowCredentials && allowCredentials.length === 0)
    throw conflict("passkey: you have no passkey; use a code or your password", "passkey");
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PROMPT_TIMEOUT_MS,
    userVerification: adminId ? "preferred" : "required",
    ...(allowCredentials ? { allowCredentials } : {}),
  });
  await storeChallenge(db, options.challenge, purpose, adminId);
  return options;
}

/** The member a passkey's signature claims to come from (by its credential id): whose throttle counts it. */
export async function passkeyOwner(
  db: Db,
  credentialId: string,
): Promise<{ adminId: string; email: string } | undefined> {
  const [row] = await db
    .select({ adminId: adminPasskeys.adminId, email: admins.email })
    .from(adminPasskeys)
    .innerJoin(admins, eq(admins.id, adminPasskeys.adminId))
    .where(eq(adminPasskeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/**
 * Checks a passkey's signature: a challenge stored for this purpose and member, taken once; a
 * passkey of that member (any member for a sign-in without an e-mail, and then the user handle
 * must name its owner too); this site's origin and relying party; the user verified when there is
 * no password; and a signature counter that moved forward (a counter that stands still or goes
 * back is a cloned key, unless the authenticator keeps none, as synced passkeys do: always 0).
 * The counter and last-used move in the statement that checks the counter, so one signature
 * cannot pass twice. The owner's id when it all holds, null otherwise.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  purpose: Exclude<ChallengePurpose, "register">,
  adminId: string | null,
): Promise<string | null> {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, purpose, adminId);
  if (!challenge) return null;
  const [stored] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, response.id)).limit(1);
  if (!stored || (adminId && stored.adminId !== adminId)) return null;
  if (!adminId) {
    const handle = response.response.userHandle;
    if (!handle || !Buffer.from(isoBase64URL.toBuffer(handle)).equals(userHandle(stored.adminId))) return null;
  }
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: adminId === null,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports,
      },
    });
    if (!verified.verified) return null;
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    return null;
  }
  const moved = await db
    .update(adminPasskeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(
      and(
        eq(adminPasskeys.id, stored.id),
        or(lt(adminPasskeys.counter, newCounter), and(eq(adminPasskeys.counter, 0), sql`${newCounter}::bigint = 0`)),
      ),
    )
    .returning({ id: adminPasskeys.id });
  return moved.length > 0 ? stored.adminId : null;
}
