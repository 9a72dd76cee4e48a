import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import type { MetricsSource } from "./metrics-endpoint";

const ASK = "site-metrics:aggregate";
const ANSWER = "site-metrics:aggregate-answer";
/** Longer than prom-client's own 5 s wait for the workers, so its error, not ours, names a stuck worker. */
const ANSWER_TIMEOUT_MS = 6_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAnswer = (message: unknown): message is Answer =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === ANSWER;

/**
 * SERVER_PROCESSES > 1, in the supervisor: answers a worker's request for the whole cluster's
 * figures (each worker's registry, gathered over IPC by prom-client and summed), so that a
 * scrape sees one server whichever worker the connection landed on.
 */
export function aggregateForWorkers(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: unknown; id?: unknown }) => {
    if (message?.type !== ASK || typeof message.id !== "number") return;
    const id = message.id;
    const reply = (answer: Omit<Answer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
  return { contentType: aggregator.contentType, text: () => aggregator.clusterMetrics() };
}

/**
 * In a worker: offers this process's registry to the supervisor's aggregation, and returns the
 * source the /metrics route serves, which asks the supervisor for the aggregate.
 */
export function clusterSource(registry: Registry): MetricsSource {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what installs prom-client's listener that answers the supervisor.
  new AggregatorRegistry();
  return { contentType: registry.contentType, text: askSupervisor };
}

let nextId = 0;
const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
let listening = false;

function askSupervisor(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on("message", (message) => {
      if (!isAnswer(message)) return;
      const request = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.text !== undefined) request?.resolve(message.text);
      else request?.reject(new Error(message.error ?? "no figures"));
    });
  }
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the supervisor did not send the cluster's figures in time"));
    }, ANSWER_TIMEOUT_MS);
    const settle =
      <T>(fn: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        fn(value);
      };
    waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
    process.send?.({ type: ASK, id });
  });
}
