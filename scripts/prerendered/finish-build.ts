/**
 * The last step of `react-router build` (its `buildEnd` hook in react-router.config.ts), once the
 * pages are prerendered:
 * - each prerendered page starts its JavaScript after the first paint (start-after-paint.ts); a
 *   page React Router wrote in a shape the rewrite does not know fails the build;
 * - a .br and a .gz beside each text asset, so the server sends precompressed files instead of
 *   compressing on every request.
 */
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startScriptsAfterPaint } from "./start-after-paint";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm|map)$/;

export function finishClientBuild(clientDir: string): string {
  const entries = fs.readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  let pages = 0;
  for (const entry of entries) {
    if (path.basename(entry) !== "index.html") continue;
    const file = path.join(clientDir, entry);
    try {
      fs.writeFileSync(file, startScriptsAfterPaint(fs.readFileSync(file, "utf8")));
    } catch (error) {
      throw new Error(`${entry}: cannot start its scripts after the first paint: ${(error as Error).message}`);
    }
    pages++;
  }
  if (pages === 0) throw new Error(`no prerendered page in ${clientDir}`);

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
  return `JavaScript started after the first paint on ${pages} prerendered pages; precompressed ${compressed} assets`;
}
