import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_CONFIRMATION_DAYS, EMAIL_CONFIRMATION_FRAGMENT } from "#common/affiliates";
import { site } from "#content/site";
import type { AffiliateRow } from "#server/db/schema/affiliates";

type Confirmable = Pick<AffiliateRow, "id" | "email" | "passwordHash">;

const DAY_MS = 86_400_000;

/**
 * Bound to the password hash as well: applying again with the same unconfirmed e-mail replaces
 * the password, and every link mailed for the earlier one stops working.
 */
function mac(secret: string, account: Confirmable, expires: string): string {
  return createHmac("sha256", secret)
    .update(`affiliate-email-confirmation\n${account.id}\n${account.email}\n${account.passwordHash}\n${expires}`)
    .digest("base64url");
}

/**
 * The link mailed to a new account's e-mail: `account id . expiry . HMAC`, in the fragment (never
 * sent to a server or a log). Nothing is stored: the HMAC is checked against the account itself.
 */
export function confirmationLink(secret: string, account: Confirmable, now = Date.now()): string {
  const expires = (now + EMAIL_CONFIRMATION_DAYS * DAY_MS).toString(36);
  const token = `${account.id}.${expires}.${mac(secret, account, expires)}`;
  return `${site.url}/affiliate-dashboard#${EMAIL_CONFIRMATION_FRAGMENT}=${token}`;
}

/** The account a confirmation secret names, before its HMAC is checked by `confirms`. */
export function accountIdOf(token: string): string {
  return token.split(".")[0];
}

/** Whether a confirmation secret was made for this account, as it is now, and has not expired. */
export function confirms(secret: string, token: string, account: Confirmable, now = Date.now()): boolean {
  const [id, expires, given] = token.split(".");
  if (id !== account.id || Number.parseInt(expires, 36) <= now) return false;
  const expected = Buffer.from(mac(secret, account, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
