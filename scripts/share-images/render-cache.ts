/**
 * Cards rendered by earlier builds, kept in node_modules/.cache (the build folder is emptied on
 * every build). A card is found by a hash of everything that shapes its pixels: its props, the
 * layout and renderer code, the fonts and the renderers' versions; change any and it renders anew.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brandFontFiles } from "./brand-font";
import type { CardProps } from "./card";

const require = createRequire(import.meta.url);
const CACHE_DIR = path.resolve(import.meta.dirname, "../../node_modules/.cache/share-images");

let fingerprint: string | undefined;
function rendererFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash("sha256");
  for (const file of ["card.tsx", "render-card.ts", "brand-font.ts", "../../app/components/layout/logo-mark.tsx"])
    hash.update(fs.readFileSync(path.join(import.meta.dirname, file)));
  for (const file of Object.values(brandFontFiles)) hash.update(fs.readFileSync(file));
  for (const name of ["satori", "@resvg/resvg-js"]) hash.update(require(`${name}/package.json`).version);
  fingerprint = hash.digest("hex");
  return fingerprint;
}

/** The card as PNG, and whether it came from the cache. */
export async function cachedCardPng(props: CardProps): Promise<{ png: Buffer; cached: boolean }> {
  const key = createHash("sha256").update(rendererFingerprint()).update(JSON.stringify(props)).digest("hex");
  const file = path.join(CACHE_DIR, `${key}.png`);
  if (fs.existsSync(file)) return { png: fs.readFileSync(file), cached: true };
  // Loaded only when a card must be drawn, so a build with every card cached skips the renderers.
  const { renderCardPng } = await import("./render-card");
  const png = await renderCardPng(props);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(file, png);
  return { png, cached: false };
}
