/**
 * After `react-router build`:
 * - the prerendered pages fetch their JavaScript at low priority (below);
 * - writes .br and .gz beside each text asset so the server sends precompressed files instead
 *   of compressing on every request.
 */
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/**
 * A prerendered page holds its whole text and the stylesheet is all its first paint needs; the
 * JavaScript only makes it interactive. React Router preloads every module at high priority,
 * where on a slow connection it shares the bandwidth with the stylesheet, the font and the images
 * and holds the first paint back. At low priority the browser fetches it right after them. The
 * SPA fallback (admin and partner areas) renders nothing without its code, so it keeps the default.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(
    /<link rel="modulepreload" href="([^"]+)"\/>/g,
    '<link rel="modulepreload" href="$1" fetchpriority="low"/>',
  );
}

let pages = 0;
for (const entry of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
  if (!entry.endsWith("index.html")) continue;
  const file = path.join(root, entry);
  const html = fs.readFileSync(file, "utf8");
  const changed = lowPriorityScripts(html);
  if (changed === html) continue;
  fs.writeFileSync(file, changed);
  pages++;
}

const compressible = /\.(js|mjs|css|svg|json|txt|xml|wasm|map)$/;
let count = 0;
for (const entry of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
  const file = path.join(root, entry);
  if (!compressible.test(file) || !fs.statSync(file).isFile()) continue;
  const data = fs.readFileSync(file);
  if (data.length < 512) continue;
  fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`postbuild: JavaScript at low priority on ${pages} prerendered pages; precompressed ${count} assets`);
