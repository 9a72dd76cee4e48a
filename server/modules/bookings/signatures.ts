import { createHmac, timingSafeEqual } from "node:crypto";

/** Calendly refuses nothing older; a replayed request past this age is refused here. */
const CALENDLY_TOLERANCE_MS = 3 * 60_000;

function sameHex(expected: Buffer, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given)) return false;
  const bytes = Buffer.from(given, "hex");
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/** Cal.com: `x-cal-signature-256` is the hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. */
export function verifyCalcomSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  return sameHex(createHmac("sha256", secret).update(rawBody).digest(), header.trim());
}

/**
 * Calendly: `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`, where v1 is the HMAC-SHA256
 * of "<t>.<raw body>" with the subscription's signing key, and t is at most 3 minutes away.
 */
export function verifyCalendlySignature(key: string, rawBody: Buffer, header: string | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !v1 || !/^\d{1,12}$/.test(t)) return false;
  if (Math.abs(now.getTime() - Number(t) * 1000) > CALENDLY_TOLERANCE_MS) return false;
  const expected = createHmac("sha256", key)
    .update(Buffer.concat([Buffer.from(`${t}.`), rawBody]))
    .digest();
  return sameHex(expected, v1);
}
