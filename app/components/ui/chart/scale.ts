/** The value axis: round tick values that cover the data (0 always included). */
interface ValueScale {
  ticks: number[];
  min: number;
  max: number;
  /** Where a value sits, in percent from the bottom of the plot. */
  percent: (value: number) => number;
}

/** 1, 2, 2.5 or 5 times a power of ten: steps a reader adds up at a glance. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` intervals from min(0, lowest) to max(0, highest). Whole-number data (counts) get
 * whole-number steps, so an axis of visits never reads "0.5".
 */
export function valueScale(values: readonly number[], count = 4, wholeNumbers = true): ValueScale {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  let step = niceStep((high - low || 1) / count);
  if (wholeNumbers) step = Math.max(1, Math.round(step));
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  return { ticks, min, max, percent: (value) => ((value - min) / (max - min)) * 100 };
}

/** Which of `n` points get an axis label: about `most` of them, evenly spaced, the first always. */
export function tickStep(n: number, most = 7): number {
  return Math.max(1, Math.ceil(n / most));
}
