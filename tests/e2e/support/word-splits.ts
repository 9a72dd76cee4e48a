import type { Page } from "@playwright/test";

/**
 * Words split over two lines inside the page's tables and card lists ("Nobod / y yet",
 * "alex.morga / n@…"), and tables wider than the card that holds them. A word is a run of
 * characters between spaces, hyphens and slashes (a line may end after "Featherstonehaugh-" or
 * "linkedin /"); it is split when its client rects lie on more than one line. Text that is not
 * shown (display: none, visibility: hidden) and text for screen readers only are skipped.
 */
export function layoutBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const lists = document.querySelectorAll("main table, main ul[aria-label]");
    for (const list of lists) {
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(".sr-only") || !parent.checkVisibility({ visibilityProperty: true })) continue;
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[^\s\-/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)),
          );
          // Rects on one line may differ by a pixel or two (a badge's padding): quarter-steps absorb that.
          const lines = [...tops].sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1] > 1);
          if (lines.length > 1) problems.push(`"${match[0]}" is split over ${lines.length} lines in "${text.trim()}"`);
        }
      }
    }
    for (const table of document.querySelectorAll<HTMLTableElement>("main table")) {
      const card = table.parentElement;
      if (!card || !table.checkVisibility({ visibilityProperty: true })) continue;
      const over = table.getBoundingClientRect().width - card.clientWidth;
      if (over > 1)
        problems.push(`a table ("${table.caption?.textContent ?? ""}") is ${Math.round(over)} px wider than its card`);
    }
    return problems;
  });
}
