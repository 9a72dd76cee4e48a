import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";

/** One request as the receiver saw it, with its own verdict on the signature. */
interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** True when webhook-signature holds the HMAC computed here from the raw bytes, per the Standard Webhooks spec. */
  signatureValid: boolean;
  /** The status this receiver answered. */
  answered: number;
}

export interface TestWebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Gives the status of each request (default 204); set it to make deliveries fail. */
  respondWith: () => number;
  close(): Promise<void>;
}

/**
 * Verifies a Standard Webhooks signature independently of the sender's code: the key is the
 * base64 after "whsec_", the signed content is `${id}.${timestamp}.${raw body}`, and the
 * header lists space-separated "v1,<base64>" signatures.
 */
export function verifyStandardWebhook(
  secret: string,
  id: string,
  timestamp: string,
  rawBody: Buffer,
  header: string,
): boolean {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key)
    .update(Buffer.concat([Buffer.from(`${id}.${timestamp}.`), rawBody]))
    .digest();
  return header.split(" ").some((entry) => {
    const [version, value] = entry.split(",");
    const given = Buffer.from(value ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A node:http receiver on 127.0.0.1 that records every request and checks its signature. */
export async function startWebhookReceiver(secret: string, port = 0): Promise<TestWebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: TestWebhookReceiver = {
    url: "",
    port: 0,
    received,
    respondWith: () => 204,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      const header = (name: string) => String(request.headers[name] ?? "");
      const answered = receiver.respondWith();
      received.push({
        id: header("webhook-id"),
        timestamp: header("webhook-timestamp"),
        signature: header("webhook-signature"),
        body: raw.toString("utf8"),
        signatureValid: verifyStandardWebhook(
          secret,
          header("webhook-id"),
          header("webhook-timestamp"),
          raw,
          header("webhook-signature"),
        ),
        answered,
      });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.address();
  receiver.port = typeof address === "object" && address ? address.port : port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/leads`;
  return receiver;
}
