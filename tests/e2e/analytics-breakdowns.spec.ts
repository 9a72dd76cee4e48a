import { adminHeaders, adminToken, expect, test } from "./fixtures";

/**
 * Journey analytics by where a visit came from and what it came on: the device type, browser and
 * OS the server reads from the user agent, and the UTM parameters of the landing address.
 */

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Row = { label: string; count: number };
const countOf = (rows: Row[], label: string) => rows.find((r) => r.label === label)?.count ?? 0;

test("a phone visit from a LinkedIn campaign is counted under Mobile and under the campaign", async ({
  browser,
  adminPage: page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const phone = await visitor.newPage();
  const synced = phone.waitForResponse((r) => r.url().endsWith("/api/client/sync") && r.ok(), { timeout: 60_000 });
  const viewed = phone.waitForResponse(
    (r) => r.url().endsWith("/api/journey/events") && r.ok() && (r.request().postData() ?? "").includes('"page_view"'),
    { timeout: 60_000 },
  );
  await phone.goto("/?utm_source=linkedin&utm_campaign=q4");
  await Promise.all([synced, viewed]);
  await visitor.close();

  // The server's figures first: the visit counts under Mobile and iOS, the visitor under the campaign.
  const headers = adminHeaders(await adminToken(request));
  await expect
    .poll(
      async () => {
        const d = await (await request.get("/api/admin/analytics", { headers })).json();
        return {
          mobile: countOf(d.devices, "Mobile") > 0,
          ios: countOf(d.operatingSystems, "iOS") > 0,
          campaign: countOf(d.utmCampaigns, "q4") > 0,
          source: countOf(d.utmSources, "linkedin") > 0,
        };
      },
      { timeout: 60_000 },
    )
    .toEqual({ mobile: true, ios: true, campaign: true, source: true });

  await page.goto("/admin/journey-analytics");
  const devices = page.locator("section", { has: page.getByRole("heading", { name: "Devices", exact: true }) });
  await expect(devices.getByRole("row", { name: /^Mobile \d/ })).toBeVisible({ timeout: 30_000 });
  await devices.getByRole("button", { name: "OS" }).click();
  await expect(devices.getByRole("button", { name: "OS" })).toHaveAttribute("aria-pressed", "true");
  await expect(devices.getByRole("row", { name: /^iOS \d/ })).toBeVisible();

  const sources = page.locator("section", { has: page.getByRole("heading", { name: "Sources", exact: true }) });
  await sources.getByRole("button", { name: "Campaign" }).click();
  await expect(sources.getByRole("columnheader", { name: "Campaign" })).toBeVisible();
  await expect(sources.getByRole("row", { name: /^q4 \d/ })).toBeVisible();
  await sources.getByRole("button", { name: "Source" }).click();
  await expect(sources.getByRole("row", { name: /^linkedin \d/ })).toBeVisible();

  const landing = page.locator("section", { has: page.getByRole("heading", { name: "Landing pages" }) });
  await expect(landing.getByRole("row", { name: /^\/ \d/ })).toBeVisible();
  const countries = page.locator("section", { has: page.getByRole("heading", { name: "Countries" }) });
  await expect(countries.getByRole("link", { name: /IP Geolocation by DB-IP/ })).toHaveAttribute(
    "href",
    "https://db-ip.com",
  );
  await axe.expectNoViolations(page);
});

test("the period and the comparison live in the address, and every table gets a change column", async ({
  adminPage: page,
  hydrated,
}) => {
  await page.goto("/admin/journey-analytics");
  await hydrated(page);
  const period = page.getByLabel("Period", { exact: true });
  const compare = page.getByLabel("Compare with", { exact: true });
  await expect(period).toHaveValue("30d");
  await expect(compare).toHaveValue("previous");
  await expect(page.getByText(/compared with/)).toBeVisible();

  await period.selectOption("7d");
  await compare.selectOption("year");
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect(page).toHaveURL(/[?&]compare=year/);
  const today = new Date();
  const day = (offset: number, years = 0) => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - offset));
    return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  };
  await expect(page.getByText(`${day(6)} – ${day(0)} (UTC) · compared with ${day(6, 1)} – ${day(0, 1)}`)).toBeVisible();

  const events = page.locator("section", { has: page.getByRole("heading", { name: "Events by type" }) });
  const landing = page.locator("section", { has: page.getByRole("heading", { name: "Landing pages" }) });
  // Whatever the other tests sent, none of it happened a year ago: every row is new.
  await expect(events.getByRole("columnheader", { name: "Change" })).toBeVisible({ timeout: 30_000 });
  await expect(events.getByRole("row", { name: /page_view \d[\d,]* New$/ })).toBeVisible();
  await expect(landing.getByRole("columnheader", { name: "Change" })).toBeVisible();
  await expect(page.getByText("on the same days a year before").first()).toBeVisible();

  await page.reload();
  await expect(period).toHaveValue("7d");
  await expect(compare).toHaveValue("year");

  await compare.selectOption("none");
  await expect(page).toHaveURL(/[?&]compare=none/);
  await expect(events.getByRole("columnheader", { name: "Change" })).toHaveCount(0);

  await period.selectOption("custom");
  const range = page.getByRole("form", { name: "Custom range" });
  await expect(range.getByLabel("From")).toHaveValue(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
  await range.getByLabel("From").fill("2026-03-10");
  await range.getByLabel("To").fill("2026-03-01");
  await range.getByRole("button", { name: "Show range" }).click();
  await expect(range.getByText("To must not be before From.")).toBeVisible();
});
