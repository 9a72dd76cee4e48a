import { startSmtpServer, type TestSmtpServer } from "./smtp";
import { startWebhookReceiver, type TestWebhookReceiver } from "./webhook-receiver";

export * from "./smtp";
export * from "./webhook-receiver";

const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from("outbox-test-key-outbox-test-key!").toString("base64")}`;
export const TEST_NOTIFY_TO = "sales@meridian.test";
const TEST_NOTIFY_FROM = "Meridian AI <leads@meridian.test>";

/** A real SMTP server and webhook receiver, and the environment that points the site at them. */
export async function startNotificationReceivers(ports: { smtp?: number; webhook?: number } = {}): Promise<{
  smtp: TestSmtpServer;
  hooks: TestWebhookReceiver;
  env: Record<string, string>;
  /** Forgets what was received and answers webhooks 204 again (between tests). */
  reset(): void;
  close(): Promise<void>;
}> {
  const smtp = await startSmtpServer(ports.smtp);
  const hooks = await startWebhookReceiver(TEST_WEBHOOK_SECRET, ports.webhook);
  // reset and close act on the current servers: a fault test may swap in a restarted one.
  const receivers = {
    smtp,
    hooks,
    env: {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: TEST_NOTIFY_TO,
      NOTIFY_EMAIL_FROM: TEST_NOTIFY_FROM,
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    },
    reset: () => {
      receivers.smtp.mails.length = 0;
      receivers.hooks.received.length = 0;
      receivers.hooks.respondWith = () => 204;
    },
    close: async () => {
      await receivers.smtp.close();
      await receivers.hooks.close();
    },
  };
  return receivers;
}
