/**
 * Renders a share card to PNG: satori lays out the card and turns its text into paths (SVG),
 * resvg rasterises it on libuv's thread pool, so several cards render at once.
 */
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { brandFonts } from "./brand-font";
import { CARD_HEIGHT, CARD_WIDTH, type CardProps, ShareCard } from "./card";

export async function renderCardPng(props: CardProps): Promise<Buffer> {
  const svg = await satori(ShareCard(props), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: brandFonts() });
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: CARD_WIDTH },
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}
