// The config module is loaded by the runner and by every worker; workers inherit the
// runner's environment, so a port picked once here is shared by all of them.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20_000 + (process.pid % 20_000));

export const E2E_PORT = Number(process.env.E2E_PORT);

/** The first admin, created from ADMIN_EMAIL / ADMIN_PASSWORD when the e2e server starts. */
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password-42" };
