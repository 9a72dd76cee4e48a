import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The JavaScript a prerendered page loads up front: its module scripts, its modulepreloads and the
 * modules its start script preloads after the first paint (scripts/prerendered/start-after-paint.ts).
 */
function pageScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
}

const gzipCache = new Map<string, number>();

/** Gzip bytes of the JavaScript a page loads up front, as a browser would transfer it. */
export function pageJsGzipBytes(clientDir: string, html: string): number {
  let total = 0;
  for (const url of pageScripts(html)) {
    const file = path.join(clientDir, url);
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    total += size;
  }
  return total;
}

/** Every prerendered page of the build: its URL path and HTML file. */
export function prerenderedPages(clientDir: string): { path: string; file: string }[] {
  const pages: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full));
        pages.push({ path: `/${rel}`.replace(/\/$/, "") || "/", file: full });
      }
    }
  };
  walk(clientDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`);
  for (const page of prerenderedPages(clientDir)) {
    const kb = pageJsGzipBytes(clientDir, fs.readFileSync(page.file, "utf8")) / 1024;
    console.log(`${kb.toFixed(1).padStart(7)} KB  ${page.path}`);
  }
}
