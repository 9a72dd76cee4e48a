import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { shareImageProblems } from "./share-image-check";

const SITE = "https://x.example";
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "share-image-check-"));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** A PNG signature and header chunk with the given size, padded to `bytes`. */
function png(width: number, height: number, bytes = 100): Buffer {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(data);
  data.write("IHDR", 12, "latin1");
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  return data;
}

fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(path.join(clientDir, "assets/good.png"), png(1200, 630));
fs.writeFileSync(path.join(clientDir, "assets/small.png"), png(600, 315));
fs.writeFileSync(path.join(clientDir, "assets/heavy.png"), png(1200, 630, 300 * 1024));

const tags = (image: string, card = "summary_large_image") =>
  `<meta name="twitter:card" content="${card}"/><meta property="og:image" content="${image}"/><meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/><meta property="og:image:alt" content="A card"/><meta name="twitter:image" content="${image}"/>`;

describe("the build check of a page's share image", () => {
  it("passes a 1200×630 PNG under 300 KB named with an absolute URL", () => {
    expect(shareImageProblems(clientDir, SITE, tags(`${SITE}/assets/good.png`))).toEqual([]);
  });

  it("fails a page without one, a relative URL, a missing file, a wrong size, a heavy file and a small card", () => {
    expect(shareImageProblems(clientDir, SITE, "<title>T</title>")).toEqual(["no og:image"]);
    expect(shareImageProblems(clientDir, SITE, tags("/assets/good.png")).join()).toMatch(/not an absolute URL/);
    expect(shareImageProblems(clientDir, SITE, tags(`${SITE}/assets/gone.png`)).join()).toMatch(/not in the build/);
    expect(shareImageProblems(clientDir, SITE, tags(`${SITE}/assets/small.png`)).join()).toMatch(/600×315/);
    expect(shareImageProblems(clientDir, SITE, tags(`${SITE}/assets/heavy.png`)).join()).toMatch(/300 KB or more/);
    expect(shareImageProblems(clientDir, SITE, tags(`${SITE}/assets/good.png`, "summary")).join()).toMatch(
      /summary_large_image/,
    );
  });
});
