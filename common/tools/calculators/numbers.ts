/** Small numeric guards shared by the calculators: inputs are clamped, outputs always finite. */

/** A finite number within [min, max]; NaN and non-numbers become `fallback` (itself clamped). */
export function clamp(value: unknown, min: number, max: number, fallback = min): number {
  const n = typeof value === "number" && !Number.isNaN(value) ? value : fallback;
  return Math.min(max, Math.max(min, n));
}

/** Rounds to the nearest multiple of `step`. */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Rounds up to the next multiple of `step`. */
export function ceilTo(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}
