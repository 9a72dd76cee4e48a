/**
 * The site's colours, read from the Tailwind theme in app/app.css so a card never drifts from the
 * palette. The theme writes them in OKLCH, which neither satori nor resvg reads: they become sRGB hex.
 */
import fs from "node:fs";
import path from "node:path";

const THEME_CSS = path.resolve(import.meta.dirname, "../../app/app.css");

/** OKLCH (lightness 0-1) to sRGB hex, clipped to the gamut (Björn Ottosson's matrices). */
export function oklchToHex(lightness: number, chroma: number, hueDegrees: number): string {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const channel = (value: number) => {
    const v = Math.min(1, Math.max(0, value));
    const encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    return Math.round(encoded * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${linear.map(channel).join("")}`;
}

/** Every `--color-NAME: oklch(L% C H)` of the theme, as NAME → hex. */
export function themeColors(css = fs.readFileSync(THEME_CSS, "utf8")): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const [, name, l, c, h] of css.matchAll(/--color-([\w-]+):\s*oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)/g))
    colors[name] = oklchToHex(Number(l) / 100, Number(c), Number(h));
  return colors;
}
