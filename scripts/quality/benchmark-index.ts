/**
 * The host's BenchmarkIndex, measured the way Lighthouse measures it (its own page function, run in
 * a blank tab of the sweep's Chromium over the DevTools protocol), as the median of three. The
 * gate measures it before each page: on a shared machine the host's speed drifts by half within
 * minutes, and the slowdown must fit the host as it is when the page is measured.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

interface Target {
  id: string;
  webSocketDebuggerUrl: string;
}

/** Evaluates one expression in a page over its DevTools WebSocket and returns the value. */
function evaluate(url: string, expression: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.onerror = () => reject(new Error(`benchmark: cannot reach ${url}`));
    socket.onopen = () =>
      socket.send(JSON.stringify({ id: 1, method: "Runtime.evaluate", params: { expression, returnByValue: true } }));
    socket.onmessage = (message) => {
      const reply = JSON.parse(String(message.data)) as { id?: number; result?: { result?: { value?: unknown } } };
      if (reply.id !== 1) return;
      socket.close();
      const value = Number(reply.result?.result?.value);
      if (Number.isFinite(value)) resolve(value);
      else reject(new Error(`benchmark: no value (${JSON.stringify(reply).slice(0, 200)})`));
    };
  });
}

export async function measureBenchmarkIndex(chromePort: number, samples = 3): Promise<number> {
  const base = `http://127.0.0.1:${chromePort}/json`;
  const target = (await (await fetch(`${base}/new?about:blank`, { method: "PUT" })).json()) as Target;
  try {
    const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const values: number[] = [];
    for (let i = 0; i < samples; i++) values.push(await evaluate(target.webSocketDebuggerUrl, expression));
    return values.sort((a, b) => a - b)[Math.floor(samples / 2)];
  } finally {
    await fetch(`${base}/close/${target.id}`).catch(() => undefined);
  }
}
