import { z } from "./zod";

/**
 * Two-factor sign-in, sensitive-action confirmation ("sudo") and sessions of the admin console:
 * what the browser and the server agree on.
 */

/** A confirmation opens sensitive actions to the session for this long (like GitHub's sudo mode). */
export const SUDO_WINDOW_MINUTES = 10;
/** The `field` of the 403 a sensitive action answers when the session has not confirmed lately. */
export const SUDO_FIELD = "sudo";
/** The `field` of the 403 every console call answers while a required second factor is not set up. */
export const TWO_FACTOR_SETUP_FIELD = "twoFactorSetup";
/** How many recovery codes a member gets, each good once. */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code of an authenticator app, spaces allowed ("123 456"). */
const totpCode = z
  .string("is required")
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "must be the 6-digit code your authenticator app shows"));

/** A code from the authenticator app or a recovery code ("abcde-fghij"); case and spaces do not matter. */
const secondFactorCode = z
  .string("is required")
  .trim()
  .min(1, "is required")
  .max(40, "must be at most 40 characters")
  .transform((v) => v.replace(/\s+/g, "").toLowerCase());

/** A binary WebAuthn field as JSON carries it: base64url, bounded. */
const base64url = (max: number) =>
  z
    .string("is required")
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

/** Extensions the browser reports: kept only as an object; the server reads none of them. */
const clientExtensionResults = z.record(z.string(), z.unknown()).default({});

/**
 * A passkey's signature over a challenge (navigator.credentials.get, as @simplewebauthn/browser
 * answers it): checked here for shape only; the server checks what it means.
 */
const passkeyAssertionSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key", "must be public-key"),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** A new passkey (navigator.credentials.create, as @simplewebauthn/browser answers it). */
const passkeyAttestationSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key", "must be public-key"),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The name a member gives a passkey, to tell their keys apart. */
export const PASSKEY_NAME_MAX = 60;

/** POST /api/admin/me/passkeys */
export const passkeyRegistrationSchema = z.object({
  name: z
    .string("is required")
    .trim()
    .min(1, "is required")
    .max(PASSKEY_NAME_MAX, `must be at most ${PASSKEY_NAME_MAX} characters`),
  response: passkeyAttestationSchema,
});

/** POST /api/admin/login/second-factor: a code, or a passkey's signature, after the password. */
export const secondFactorSchema = z
  .object({
    challenge: z.string("is required").min(1, "is required").max(2000),
    code: secondFactorCode.optional(),
    passkey: passkeyAssertionSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.passkey === undefined), {
    message: "give either a code or a passkey",
    path: ["code"],
  });

/** POST /api/admin/login/second-factor/options: the challenge of the password step. */
export const secondFactorOptionsSchema = z.object({
  challenge: z.string("is required").min(1, "is required").max(2000),
});

/** POST /api/admin/login/passkey: a sign-in with a passkey alone. */
export const passkeySignInSchema = z.object({ passkey: passkeyAssertionSchema });

/** POST /api/admin/me/two-factor/totp/enable, and the code that turns it off. */
export const totpCodeSchema = z.object({ code: totpCode });

/** POST /api/admin/me/confirm: the password, a code (authenticator app or recovery code) or a passkey. */
export const sudoConfirmSchema = z
  .object({
    currentPassword: z.string().min(1, "is required").max(200).optional(),
    code: secondFactorCode.optional(),
    passkey: passkeyAssertionSchema.optional(),
  })
  .refine((v) => [v.currentPassword, v.code, v.passkey].filter((x) => x !== undefined).length === 1, {
    message: "give one of your password, a code or a passkey",
    path: ["currentPassword"],
  });

/** PUT /api/admin/settings/two-factor */
export const twoFactorPolicySchema = z.object({ required: z.boolean("must be true or false") });

/** POST /api/admin/login answers one of these. */
export type AdminLoginResponse =
  | { token: string; twoFactorSetupRequired?: boolean }
  | { challenge: string; methods: SecondFactorMethod[] };

/** The ways a member can pass the second step of a sign-in. */
export type SecondFactorMethod = "totp" | "passkey";

/** GET /api/admin/me/two-factor */
export interface TwoFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  /** How many passkeys the member holds. */
  passkeys: number;
  /** An owner requires a second factor of every member. */
  required: boolean;
}

/** POST /api/admin/me/two-factor/totp/start: what the authenticator app needs, shown once. */
export interface TotpSetup {
  secret: string;
  uri: string;
  /** The QR code of `uri` as an SVG document. */
  qrSvg: string;
}

/** One signed-in device of a member (GET /api/admin/me/sessions). */
export interface AdminSession {
  id: string;
  browser: string | null;
  os: string | null;
  deviceType: string;
  /** The network it signed in from, its last part masked. */
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** One of a member's passkeys (GET /api/admin/me/passkeys). */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced to the member's other devices by their password manager or platform. */
  backedUp: boolean;
}
