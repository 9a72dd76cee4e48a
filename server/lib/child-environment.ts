/**
 * What a helper process (the speech engines) gets of the server's environment: what a program
 * needs to run, never the server's secrets (JWT_SECRET, WEBHOOK_SECRET, SMTP_URL, the booking
 * secrets, DATABASE_URL). A child that crashes or is inspected cannot give them away.
 */
const PASSED = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TZ", "NODE_ENV"] as const;

export function childEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const passed: NodeJS.ProcessEnv = {};
  for (const name of PASSED) if (env[name] !== undefined) passed[name] = env[name];
  return passed;
}
