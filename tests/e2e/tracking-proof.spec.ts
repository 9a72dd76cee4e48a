// The tracker's event batches wait for the sync whose answer proves their visitor: sent before it,
// the server cannot tell them from another browser's and stores them without their visitor.
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import { VISITOR_PROOF_COOKIE } from "#server/lib/visitor";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { adminHeaders, adminToken, expect, test } from "./fixtures";

test("a slow first sync: the page's first events still land on the visitor's record", async ({
  browser,
  request,
  hydrated,
}) => {
  const context = await browser.newContext({ userAgent: BROWSER_UA, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The first sync reaches the server (which creates the record) but its answer, with the proof
  // cookie, comes late, as on a slow network.
  let syncs = 0;
  let recordStored: () => void = () => undefined;
  const stored = new Promise<void>((resolve) => {
    recordStored = resolve;
  });
  await page.route("**/api/client/sync", async (route) => {
    if (syncs++ > 0) return route.continue();
    const response = await route.fetch();
    // route.fetch shares the context's cookies: take the proof back until the answer arrives.
    await context.clearCookies({ name: VISITOR_PROOF_COOKIE });
    recordStored();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fulfill({ response });
  });
  // An event batch the page sends early reaches the server only once the record exists there.
  await page.route("**/api/journey/events", async (route) => {
    await stored;
    await route.continue();
  });
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/journey/events")) sent.push(r.url());
  });
  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel(/^Name/).click();
  await expect.poll(() => sent.length, { timeout: 20_000 }).toBeGreaterThan(0);

  const cookie = (await context.cookies()).find((c) => c.name === CLIENT_COOKIE_NAME);
  const clientId = JSON.parse(decodeURIComponent(cookie?.value ?? "{}")).id as string;
  expect(clientId).toBeTruthy();
  const headers = adminHeaders(await adminToken(request));
  await expect
    .poll(
      async () => {
        const detail = await request.get(`/api/admin/clients/${clientId}`, { headers });
        if (!detail.ok()) return [];
        return ((await detail.json()).events as { eventType: string }[]).map((e) => e.eventType);
      },
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(["page_view", "form_start"]));
  await context.close();
});
