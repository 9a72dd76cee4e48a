/**
 * After `react-router build`:
 * - the prerendered pages start their JavaScript after the first paint (prerendered/start-after-paint.ts);
 * - writes .br and .gz beside each text asset so the server sends precompressed files instead
 *   of compressing on every request.
 */
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startScriptsAfterPaint } from "./prerendered/start-after-paint";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");

let pages = 0;
for (const entry of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
  if (!entry.endsWith("index.html")) continue;
  const file = path.join(root, entry);
  const html = fs.readFileSync(file, "utf8");
  const changed = startScriptsAfterPaint(html);
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
console.log(
  `postbuild: JavaScript started after the first paint on ${pages} prerendered pages; precompressed ${count} assets`,
);
