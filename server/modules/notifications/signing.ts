import { createHmac } from "node:crypto";

/** The key of a Standard Webhooks secret: the base64 after "whsec_". */
function webhookKey(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ""), "base64");
}

/**
 * The Standard Webhooks headers for one attempt: the signature covers "id.timestamp.body",
 * so a receiver can check both the body and its freshness, and dedupe on the id.
 */
export function signWebhook(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  const signature = createHmac("sha256", webhookKey(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": `v1,${signature}`,
  };
}
