import type { Browser } from "@playwright/test";

/** A desktop browser's user agent: headless Chrome's own counts as a bot to the tracker. */
export const DESKTOP_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** One visit in a browser of its own, done once the server has its page view and the visitor's record. */
export async function visitInOwnBrowser(browser: Browser, url: string, userAgent = DESKTOP_USER_AGENT) {
  const context = await browser.newContext({ userAgent });
  const visitor = await context.newPage();
  const synced = visitor.waitForResponse((r) => r.url().endsWith("/api/client/sync") && r.ok(), { timeout: 60_000 });
  const viewed = visitor.waitForResponse(
    (r) => r.url().endsWith("/api/journey/events") && r.ok() && (r.request().postData() ?? "").includes('"page_view"'),
    { timeout: 60_000 },
  );
  await visitor.goto(url);
  await Promise.all([synced, viewed]);
  await context.close();
}
