import { COUNTER_DURATION_MS, COUNTER_TICK_MS } from "./constants";

/** A displayed figure such as "100+", "90%" or "$750", split around its number. */
interface ParsedMetric {
  prefix: string;
  value: number;
  suffix: string;
}

const METRIC = /^(\D*?)(\d+(?:\.\d+)?)(.*)$/s;

/** Splits a metric into prefix, number and suffix; throws when it holds no number. */
export function parseMetric(metric: string): ParsedMetric {
  const match = METRIC.exec(metric);
  if (!match) throw new Error(`Metric without a number: "${metric}"`);
  return { prefix: match[1], value: Number(match[2]), suffix: match[3] };
}

/** Ticks in one run of a counter (2000 ms in 50 ms ticks, so 40). */
export const COUNTER_TICKS = Math.round(COUNTER_DURATION_MS / COUNTER_TICK_MS);

/**
 * The value a counter shows after `tick` ticks: rises evenly from 0 and lands exactly on
 * the target at the last tick, never overshooting; whole numbers for whole targets.
 */
export function counterValue(target: number, tick: number): number {
  if (tick <= 0) return 0;
  if (tick >= COUNTER_TICKS) return target;
  const raw = (target * tick) / COUNTER_TICKS;
  return Number.isInteger(target) ? Math.floor(raw) : Math.floor(raw * 10) / 10;
}

export function formatMetric({ prefix, suffix }: ParsedMetric, value: number): string {
  return `${prefix}${value}${suffix}`;
}
