/**
 * A share card (Open Graph image) for every prerendered page, made from its title, its kind and
 * the brand, written beside the hashed assets so the server caches it for a year, and named in
 * the page's tags with an absolute URL: the build output is the one record of which page has which
 * image. Cards render a few at a time (the rasteriser runs off the main thread), and a card whose
 * inputs did not change since the last build comes from the cache.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { site } from "#content/site";
import { pageCard } from "./page-card";
import { cachedCardPng } from "./render-cache";
import { pageTitle, shareImageTags, withShareImageTags } from "./share-tags";

export interface PrerenderedPage {
  path: string;
  file: string;
}

/** "/" → "home", "/solution/x" → "solution-x": a readable start to the hashed file name. */
const fileStem = (pagePath: string) => pagePath.replace(/^\/|\/$/g, "").replace(/[^\w-]+/g, "-") || "home";

async function addShareImage(clientDir: string, page: PrerenderedPage): Promise<{ bytes: number; cached: boolean }> {
  const html = fs.readFileSync(page.file, "utf8");
  const { props, alt } = pageCard(page.path, pageTitle(html));
  const { png, cached } = await cachedCardPng(props);
  const hash = createHash("sha256").update(png).digest("base64url").slice(0, 10);
  const asset = `assets/share-${fileStem(page.path)}-${hash}.png`;
  fs.writeFileSync(path.join(clientDir, asset), png);
  fs.writeFileSync(page.file, withShareImageTags(html, shareImageTags(`${site.url}/${asset}`, alt)));
  return { bytes: png.length, cached };
}

export async function addShareImages(clientDir: string, pages: readonly PrerenderedPage[]): Promise<string> {
  const started = performance.now();
  const results: { bytes: number; cached: boolean }[] = [];
  const queue = [...pages];
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      try {
        results.push(await addShareImage(clientDir, page));
      } catch (error) {
        throw new Error(`${page.path}: no share image: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() + 1 }, worker));
  const rendered = results.filter((result) => !result.cached).length;
  const kb = results.map((result) => result.bytes / 1024);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `share images for ${results.length} pages (${rendered} rendered, ${results.length - rendered} from the cache, ${Math.round(Math.min(...kb))}-${Math.round(Math.max(...kb))} KB) in ${seconds} s`;
}
