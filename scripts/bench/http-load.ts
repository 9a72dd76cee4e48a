/**
 * A lean closed-loop HTTP/1.1 load generator for the benchmarks: N keep-alive connections,
 * each sending its next request as soon as the previous answer is complete, for a fixed time.
 *
 * Why not `http.request`: on these 2-core machines the load generator shares the CPU with the
 * server it measures, and Node's HTTP client spent about 3x more CPU per request than the
 * server's own handling of a beacon, so it capped the figures. This one writes pre-formatted
 * request bytes and reads only the status line and Content-Length of each answer.
 * Unlike wrk it finishes the requests in flight at the deadline, so every answer is counted:
 * the benchmarks compare what was acknowledged with what the database holds.
 */
import net from "node:net";

export interface LoadOptions {
  port: number;
  connections: number;
  seconds: number;
  /** Builds the next request (method, path, headers and body); called once per request. */
  next: () => { method: string; path: string; body?: string; headers?: Record<string, string> };
  host?: string;
}

interface LoadResult {
  statuses: Record<number, number>;
  /** Requests that got no complete answer (connection error or closed). */
  errors: number;
  latenciesMs: number[];
  seconds: number;
}

const HEADER_END = Buffer.from("\r\n\r\n");

function format(host: string, port: number, request: ReturnType<LoadOptions["next"]>): Buffer {
  const body = request.body ?? "";
  let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${host}:${port}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(request.headers ?? {})) head += `${name}: ${value}\r\n`;
  if (body) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return Buffer.from(`${head}\r\n${body}`);
}

/** The length of the first complete answer in `buffer` and its status, or null while incomplete. */
function parseAnswer(buffer: Buffer): { length: number; status: number } | null {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buffer.toString("latin1", 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!match) throw new Error(`answer without content-length: ${head.split("\r\n")[0]}`);
  const length = headerEnd + HEADER_END.length + Number(match[1]);
  return buffer.length >= length ? { length, status } : null;
}

function connection(options: LoadOptions, deadline: number, result: LoadResult): Promise<void> {
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolve) => {
    const socket = net.connect(options.port, host);
    socket.setNoDelay(true);
    let pending = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      sentAt = performance.now();
      socket.write(format(host, options.port, options.next()));
    };
    socket.on("connect", send);
    socket.on("data", (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const answer = parseAnswer(pending);
      if (!answer) return;
      result.latenciesMs.push(performance.now() - sentAt);
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      pending = pending.subarray(answer.length);
      if (performance.now() < deadline) send();
      else socket.end();
    });
    socket.on("error", () => {
      result.errors++;
    });
    socket.on("close", () => resolve());
  });
}

/** Runs the load and resolves once every connection has received its last answer. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = { statuses: {}, errors: 0, latenciesMs: [], seconds: options.seconds };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(Array.from({ length: options.connections }, () => connection(options, deadline, result)));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
