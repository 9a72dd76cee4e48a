import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_COOKIE_DAYS } from "#common/constants";
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import type { Db } from "#server/db/client";

/** The HttpOnly cookie that proves which visitor id this browser was given (id + HMAC). */
export const VISITOR_PROOF_COOKIE = "meridian_ai_visitor";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor's client record id, read from the browser's tracking cookie, or null. Not a proof. */
function visitorIdFromCookie(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw.startsWith("%7B") ? decodeURIComponent(raw) : raw) as { id?: unknown };
    return typeof value.id === "string" && UUID.test(value.id) ? value.id.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Binds a visitor id to the browser that first synced it. The first sync of an id sets a signed
 * HttpOnly cookie; afterwards only a request carrying that proof may change the record or attach
 * events and forms to it. Anyone may still claim an id nobody holds yet (a visitor's first calls).
 */
export class VisitorBinding {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own: a proof is never usable as a token signature, or the reverse.
    this.key = createHmac("sha256", secret).update("visitor-binding").digest();
  }

  private signature(id: string): Buffer {
    return createHmac("sha256", this.key).update(id).digest();
  }

  /** The visitor id this request proves to hold, or null. */
  provenId(request: FastifyRequest): string | null {
    const raw = request.cookies?.[VISITOR_PROOF_COOKIE];
    const dot = raw?.indexOf(".") ?? -1;
    if (!raw || dot < 0) return null;
    const id = raw.slice(0, dot).toLowerCase();
    if (!UUID.test(id)) return null;
    const given = Buffer.from(raw.slice(dot + 1), "base64url");
    const expected = this.signature(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** Gives this browser the proof of `id` (on its first sync, and refreshed on every later one). */
  bind(request: FastifyRequest, reply: FastifyReply, id: string): void {
    reply.setCookie(VISITOR_PROOF_COOKIE, `${id}.${this.signature(id).toString("base64url")}`, {
      path: "/api",
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      maxAge: CLIENT_COOKIE_DAYS * 86_400,
    });
  }

  /**
   * The visitor id a request may act for: `claimed` (a body's clientId, or else the tracking
   * cookie's id) when the request proves it, or when no browser holds it yet; otherwise null.
   */
  async accept(db: Db, request: FastifyRequest, claimed: string | null | undefined): Promise<string | null> {
    const id = (claimed ?? visitorIdFromCookie(request.cookies?.[CLIENT_COOKIE_NAME]))?.toLowerCase() ?? null;
    if (!id || !UUID.test(id)) return null;
    if (this.provenId(request) === id) return id;
    const result = await db.execute(sql`SELECT 1 FROM clients WHERE id = ${id}`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return rows.length ? null : id;
  }
}
