import Fastify, { type FastifyInstance } from "fastify";
import { loadConfig } from "#server/config";
import { registerErrorHandler } from "#server/lib/error-handler";
import { createOfflineProvider } from "./engines/offline/offline-provider";
import type { VoiceProvider } from "./provider";
import { voiceRoutes } from "./routes";

/**
 * The voice routes on an app of their own, as the server mounts them, for the tests: `env` on top of
 * a quiet test configuration with a job timeout no test reaches, and `provider` in place of the one
 * the configuration would make (none: the configuration's own). The caller closes the app.
 */
export async function voiceTestApp(
  env: Record<string, string> = {},
  provider?: VoiceProvider,
  stream?: { idleMs?: number; maxSeconds?: number },
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_STATIC: "false",
    VOICE_JOB_TIMEOUT_MS: "600000",
    ...env,
  });
  const app = Fastify();
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  await app.register(voiceRoutes, { config, stream, ...(provider ? { provider } : {}) });
  await app.ready();
  return app;
}

/**
 * One set of offline engines for every app of a test file: starting them costs seconds of CPU
 * (Flite compiled, the recogniser's language model built), and an answer spoken once is kept for
 * the next app that gives it. Closing an app leaves them running; `close()` stops them.
 */
export function sharedEngines(): { provider: VoiceProvider; close(): Promise<void> } {
  const engines = createOfflineProvider();
  return { provider: { ...engines, name: engines.name, close: async () => {} }, close: () => engines.close() };
}
