/**
 * The last step of `react-router build` (its `buildEnd` hook in react-router.config.ts), once the
 * pages are prerendered:
 * - each prerendered page gets its share card and the tags that point to it
 *   (scripts/share-images/add-share-images.ts);
 * - each prerendered page starts its JavaScript after the first paint (start-after-paint.ts); a
 *   page React Router wrote in a shape the rewrite does not know fails the build;
 * - a .br and a .gz beside each text asset, so the server sends precompressed files instead of
 *   compressing on every request.
 */
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { addShareImages, type PrerenderedPage } from "../share-images/add-share-images";
import { startScriptsAfterPaint } from "./start-after-paint";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm|map)$/;

/** "about/index.html" → "/about"; "index.html" → "/". */
const pagePath = (entry: string) => `/${path.dirname(entry)}`.replace(/^\/\.$/, "/");

export async function finishClientBuild(clientDir: string): Promise<string> {
  const entries = fs.readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  const prerendered: PrerenderedPage[] = entries
    .filter((entry) => path.basename(entry) === "index.html")
    .map((entry) => ({ path: pagePath(entry), file: path.join(clientDir, entry) }));
  if (prerendered.length === 0) throw new Error(`no prerendered page in ${clientDir}`);
  const shareImages = await addShareImages(clientDir, prerendered);

  for (const page of prerendered) {
    try {
      fs.writeFileSync(page.file, startScriptsAfterPaint(fs.readFileSync(page.file, "utf8")));
    } catch (error) {
      throw new Error(`${page.path}: cannot start its scripts after the first paint: ${(error as Error).message}`);
    }
  }

  let compressed = 0;
  for (const entry of entries) {
    const file = path.join(clientDir, entry);
    if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    if (data.length < 512) continue;
    fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    compressed++;
  }
  return `${shareImages}; JavaScript started after the first paint on ${prerendered.length} prerendered pages; precompressed ${compressed} assets`;
}
