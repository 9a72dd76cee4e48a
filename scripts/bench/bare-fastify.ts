/**
 * The baseline of scripts/bench/journey-events.ts: a bare Fastify app with the same two routes
 * (no database, hooks, limits or validation), so the server's figures read as a share of what
 * Fastify itself does on this machine, in the same run, with the same load client.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: "ok" }));
app.post("/api/journey/events", async (_request, reply) => reply.code(202).send({ accepted: 1 }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
