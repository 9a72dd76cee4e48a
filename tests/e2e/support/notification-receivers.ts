/**
 * Started by the Playwright config beside the site: a real SMTP server and a webhook receiver
 * (the same ones the server tests use), and a small HTTP endpoint on which specs read what they
 * received: GET /mails, GET /webhooks (each with the receiver's own signature verdict).
 */
import http from "node:http";
import { startSmtpServer } from "#server/test-servers/smtp";
import { startWebhookReceiver } from "#server/test-servers/webhook-receiver";
import { E2E_RECEIVER_PORTS, E2E_WEBHOOK_SECRET } from "./env";

const smtp = await startSmtpServer(E2E_RECEIVER_PORTS.smtp);
const hooks = await startWebhookReceiver(E2E_WEBHOOK_SECRET, E2E_RECEIVER_PORTS.webhook);

const inspect = http.createServer((request, response) => {
  const body =
    request.url === "/mails"
      ? smtp.mails
      : request.url === "/webhooks"
        ? hooks.received
        : request.url === "/health"
          ? { ok: true }
          : null;
  response
    .writeHead(body ? 200 : 404, { "content-type": "application/json" })
    .end(JSON.stringify(body ?? { error: "not found" }));
});
inspect.listen(E2E_RECEIVER_PORTS.inspect, "127.0.0.1");

const stop = async () => {
  inspect.close();
  await Promise.all([smtp.close(), hooks.close()]);
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
