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

/** POST /api/admin/login/second-factor */
export const secondFactorSchema = z.object({
  challenge: z.string("is required").min(1, "is required").max(2000),
  code: secondFactorCode,
});

/** POST /api/admin/me/two-factor/totp/enable, and the code that turns it off. */
export const totpCodeSchema = z.object({ code: totpCode });

/** POST /api/admin/me/confirm: the password or a code (authenticator app or recovery code). */
export const sudoConfirmSchema = z
  .object({
    currentPassword: z.string().min(1, "is required").max(200).optional(),
    code: secondFactorCode.optional(),
  })
  .refine((v) => (v.currentPassword === undefined) !== (v.code === undefined), {
    message: "give either your password or a code",
    path: ["currentPassword"],
  });

/** PUT /api/admin/settings/two-factor */
export const twoFactorPolicySchema = z.object({ required: z.boolean("must be true or false") });

/** POST /api/admin/login answers one of these. */
export type AdminLoginResponse =
  | { token: string; twoFactorSetupRequired?: boolean }
  | { challenge: string; methods: "totp"[] };

/** GET /api/admin/me/two-factor */
export interface TwoFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
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
