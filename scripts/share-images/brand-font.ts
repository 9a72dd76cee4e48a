/**
 * The brand typeface, Inter (SIL OFL 1.1), as the static WOFF files of @fontsource/inter: the site
 * ships a variable WOFF2 (app/fonts/), and satori reads neither WOFF2 nor variable fonts.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "satori";

const require = createRequire(import.meta.url);

/** The weights the card sets its text in, and their files. */
export const brandFontFiles = {
  500: require.resolve("@fontsource/inter/files/inter-latin-500-normal.woff"),
  700: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
  800: require.resolve("@fontsource/inter/files/inter-latin-800-normal.woff"),
} as const;

let fonts: Font[] | undefined;
export function brandFonts(): Font[] {
  fonts ??= Object.entries(brandFontFiles).map(([weight, file]) => ({
    name: "Inter",
    data: fs.readFileSync(file),
    weight: Number(weight) as Font["weight"],
    style: "normal" as const,
  }));
  return fonts;
}
