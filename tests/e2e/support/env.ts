import { SMTP_TEST_PASSWORD, SMTP_TEST_USER } from "#server/test-servers/smtp";

// The config module is loaded by the runner and by every worker; workers inherit the
// runner's environment, so a port picked once here is shared by all of them.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20_000 + (process.pid % 20_000));

export const E2E_PORT = Number(process.env.E2E_PORT);

/** The first admin, created from ADMIN_EMAIL / ADMIN_PASSWORD when the e2e server starts. */
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password-42" };

/**
 * The test SMTP server and webhook receiver the e2e server notifies (notification-receivers.ts),
 * and the port where a spec reads what they received. Offsets from E2E_PORT keep parallel
 * runs on different E2E_PORTs apart.
 */
export const E2E_RECEIVER_PORTS = { smtp: E2E_PORT + 100, webhook: E2E_PORT + 200, inspect: E2E_PORT + 300 };
export const E2E_SMTP_URL = `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${E2E_RECEIVER_PORTS.smtp}`;
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from("e2e-webhook-key-e2e-webhook-key!").toString("base64")}`;
export const E2E_CALCOM_SECRET = "e2e-calcom-secret-0123456789";
export const E2E_NOTIFY = { to: "sales@e2e.test", from: "Meridian AI <leads@e2e.test>" };
