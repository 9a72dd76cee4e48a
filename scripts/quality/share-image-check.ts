/**
 * What a prerendered page's share image must be for chat apps and social sites to show it large:
 * named by og:image and twitter:image with an absolute URL on the site, a file the build holds,
 * a 1200×630 PNG under 300 KB, and its size, alt text and the large card declared in the tags.
 */
import fs from "node:fs";
import path from "node:path";

export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

/** The content of `<meta property|name="key" content="…"/>`, as React and the share-image step write it. */
function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
}

/** Width and height from a PNG's header chunk, or undefined if the bytes are no PNG. */
export function pngSize(data: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length < 24 || !data.subarray(0, 8).equals(signature) || data.toString("latin1", 12, 16) !== "IHDR")
    return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Every way the page's share image falls short; empty when it is right. */
export function shareImageProblems(clientDir: string, siteUrl: string, html: string): string[] {
  const problems: string[] = [];
  const image = metaContent(html, "og:image");
  if (!image) return ["no og:image"];
  if (!image.startsWith(`${siteUrl}/`)) problems.push(`og:image ${image} is not an absolute URL on ${siteUrl}`);
  if (metaContent(html, "twitter:image") !== image) problems.push("twitter:image is not the og:image");
  if (metaContent(html, "twitter:card") !== "summary_large_image")
    problems.push("twitter:card is not summary_large_image");
  if (metaContent(html, "og:image:width") !== String(SHARE_IMAGE.width)) problems.push("og:image:width is not 1200");
  if (metaContent(html, "og:image:height") !== String(SHARE_IMAGE.height)) problems.push("og:image:height is not 630");
  if (!metaContent(html, "og:image:alt")?.trim()) problems.push("no og:image:alt");

  const file = path.join(clientDir, decodeURIComponent(new URL(image, siteUrl).pathname));
  if (!fs.existsSync(file)) return [...problems, `${image} is not in the build`];
  const data = fs.readFileSync(file);
  const size = pngSize(data);
  if (!size) problems.push(`${image} is not a PNG`);
  else if (size.width !== SHARE_IMAGE.width || size.height !== SHARE_IMAGE.height)
    problems.push(`${image} is ${size.width}×${size.height}, not 1200×630`);
  if (data.length >= SHARE_IMAGE.maxBytes)
    problems.push(`${image} weighs ${Math.round(data.length / 1024)} KB, 300 KB or more`);
  return problems;
}
