import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "#server/test-support";

/**
 * A client that sends its request a byte at a time, or opens connection after connection, must
 * not hold the server's sockets: over real sockets, since injected requests have none.
 */
const HOST = "127.0.0.1";
/** Far above the configured times, so a slow machine never fails the test; without the limits it would wait for ever. */
const GIVE_UP_MS = 20_000;

/** The app listening on a free port for the tests of the enclosing describe, closed after them. */
function listening(env: Record<string, string>): { port: () => number } {
  let ctx: TestContext | undefined;
  let port = 0;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", env);
    await ctx.app.listen({ host: HOST, port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx?.close());
  return { port: () => port };
}

/** A raw connection: what the server sent, and whether (and when) it closed the connection. */
async function connection(port: number, localAddress = HOST) {
  const socket = net.connect({ host: HOST, port, localAddress });
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  socket.on("error", () => {}); // a reset is one of the outcomes under test
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, closed, received: () => received };
}

/** Writes `text` one character every 100 ms while the connection is open. */
function trickle(socket: net.Socket, text: string): NodeJS.Timeout {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) clearInterval(timer);
    else socket.write(text[at++]);
  }, 100);
  return timer;
}

/** Whether the connection was closed before GIVE_UP_MS, and after how many milliseconds. */
async function closedWithin(conn: Awaited<ReturnType<typeof connection>>, started: number) {
  const outcome = await Promise.race([conn.closed, delay(GIVE_UP_MS).then(() => null)]);
  conn.socket.destroy();
  return outcome === null ? { closed: false } : { closed: true, afterMs: outcome - started };
}

/** A plain GET on a fresh connection from `localAddress`: its status, or "refused" when the connection was closed. */
function get(port: number, localAddress: string): Promise<number | "refused"> {
  return new Promise((resolve) => {
    const request = http.get({ host: HOST, port, localAddress, path: "/api/health", agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve("refused"));
  });
}

describe("a request sent too slowly is ended", { timeout: 3 * GIVE_UP_MS }, () => {
  const server = listening({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "500" });

  it("when its body trickles in after the headers: 408, connection closed", async () => {
    const conn = await connection(server.port());
    const started = Date.now();
    conn.socket.write(
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n",
    );
    const timer = trickle(conn.socket, "x".repeat(5000));
    const outcome = await closedWithin(conn, started);
    clearInterval(timer);
    expect(outcome.closed).toBe(true);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("when its headers trickle in", async () => {
    const conn = await connection(server.port());
    const started = Date.now();
    conn.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
    const timer = trickle(conn.socket, `X-Slow: ${"a".repeat(5000)}`);
    const outcome = await closedWithin(conn, started);
    clearInterval(timer);
    expect(outcome.closed).toBe(true);
    expect(conn.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it("while a request sent at a normal pace is answered", async () => {
    expect(await get(server.port(), HOST)).toBe(200);
  });
});

describe("one client's open connections are capped", { timeout: 3 * GIVE_UP_MS }, () => {
  const server = listening({ MAX_CONNECTIONS_PER_CLIENT: "3" });

  it("refuses a connection over the cap, serves another address meanwhile, and this one again once a connection closes", async () => {
    // Three kept-alive connections, each answered once, so the server has surely counted them.
    const held = await Promise.all([1, 2, 3].map(() => connection(server.port())));
    for (const conn of held) conn.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await expect.poll(() => held.map((conn) => conn.received().slice(0, 12))).toEqual(Array(3).fill("HTTP/1.1 200"));

    expect(await get(server.port(), HOST)).toBe("refused");
    expect(await get(server.port(), "127.0.0.2")).toBe(200);

    held[0].socket.destroy();
    await expect.poll(() => get(server.port(), HOST), { timeout: GIVE_UP_MS }).toBe(200);
    for (const conn of held) conn.socket.destroy();
  });
});

describe("connections from a trusted proxy are not capped", { timeout: 3 * GIVE_UP_MS }, () => {
  const server = listening({ MAX_CONNECTIONS_PER_CLIENT: "1", TRUST_PROXY: "loopback" });

  it("since every client of the proxy shares its address", async () => {
    const held = await connection(server.port());
    held.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await expect.poll(() => held.received().slice(0, 12)).toBe("HTTP/1.1 200");
    expect(await get(server.port(), HOST)).toBe(200);
    held.socket.destroy();
  });
});
