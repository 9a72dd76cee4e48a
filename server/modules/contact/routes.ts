import type { FastifyInstance } from "fastify";
import { contactRequestSchema } from "../../../common/contact";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/http-errors";
import { createContactMessage } from "./service";

/** POST /api/contact: validates the whole body first (400 naming the field), then stores it. */
export async function contactRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.post("/api/contact", async (request, reply) => {
    const input = parseInput(contactRequestSchema, request.body);
    const created = await createContactMessage(database, input);
    return reply.code(201).send(created);
  });
}
