import { adminHeaders, adminToken, expect, test } from "./fixtures";
import { DESKTOP_USER_AGENT as DESKTOP, visitInOwnBrowser } from "./support/visits";

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
  await visitInOwnBrowser(browser, "/?utm_source=linkedin&utm_campaign=q4", IPHONE);

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
  const devices = page.locator("section", {
    has: page.getByRole("heading", { name: "Devices", exact: true, level: 2 }),
  });
  await expect(devices.getByRole("row", { name: /^Mobile \d/ })).toBeVisible({ timeout: 30_000 });
  await devices.getByRole("button", { name: "OS", exact: true }).click();
  await expect(devices.getByRole("button", { name: "OS", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(devices.getByRole("row", { name: /^iOS \d/ })).toBeVisible();

  const sources = page.locator("section", {
    has: page.getByRole("heading", { name: "Sources", exact: true, level: 2 }),
  });
  await sources.getByRole("button", { name: "Campaign", exact: true }).click();
  await expect(sources.getByRole("columnheader", { name: "Campaign" })).toBeVisible();
  await expect(sources.getByRole("row", { name: /^q4 \d/ })).toBeVisible();
  await sources.getByRole("button", { name: "Source", exact: true }).click();
  await expect(sources.getByRole("row", { name: /^linkedin \d/ })).toBeVisible();

  const landing = page.locator("section", {
    has: page.getByRole("heading", { name: "Landing pages", exact: true, level: 2 }),
  });
  await expect(landing.getByRole("row", { name: /^\/ \d/ })).toBeVisible();
  const countries = page.locator("section", {
    has: page.getByRole("heading", { name: "Countries", exact: true, level: 2 }),
  });
  await expect(countries.getByRole("link", { name: /IP Geolocation by DB-IP/ })).toHaveAttribute(
    "href",
    "https://db-ip.com",
  );
  await axe.expectNoViolations(page);
});

test("the period and the comparison live in the address, and every table gets a change column", async ({
  browser,
  adminPage: page,
  hydrated,
}) => {
  test.setTimeout(120_000);
  // A visit of its own today, so every panel has a row.
  await visitInOwnBrowser(browser, "/faq", DESKTOP);
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

  const events = page.locator("section", {
    has: page.getByRole("heading", { name: "Events by type", exact: true, level: 2 }),
  });
  const landing = page.locator("section", {
    has: page.getByRole("heading", { name: "Landing pages", exact: true, level: 2 }),
  });
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

test("clicking a campaign filters every panel, and the filter survives a reload", async ({
  browser,
  adminPage: page,
  hydrated,
  axe,
}) => {
  test.setTimeout(120_000);
  // Two visitors of their own: one from the campaign on a phone, one from elsewhere on a computer.
  const campaign = `autumn-${Date.now().toString(36)}`;
  // A page no other spec visits as a tracked visitor (the live view follows /ai-voice).
  await visitInOwnBrowser(browser, `/ai-marketing?utm_source=linkedin&utm_campaign=${campaign}`, IPHONE);
  await visitInOwnBrowser(browser, "/solutions?utm_source=newsletter&utm_campaign=other", DESKTOP);

  await page.goto("/admin/journey-analytics?compare=none");
  await hydrated(page);
  const panel = (name: string) =>
    page.locator("section", { has: page.getByRole("heading", { name, exact: true, level: 2 }) });
  const sources = panel("Sources");
  await sources.getByRole("button", { name: "Campaign", exact: true }).click();
  await expect(sources.getByRole("row", { name: new RegExp(`^${campaign} 1`) })).toBeVisible({ timeout: 60_000 });
  await sources.getByRole("button", { name: campaign, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`[?&]f=utmCampaign%3Ais%3A${campaign}`));
  const filters = page.getByRole("region", { name: "Filters" });
  await expect(filters).toContainText(`Campaign is ${campaign}`);
  const onlyTheCampaign = async () => {
    await expect(
      page
        .locator("dt", { hasText: /^Sessions$/ })
        .locator("xpath=..")
        .locator("dd")
        .first(),
    ).toHaveText("1");
    await expect(panel("Top pages").getByRole("row")).toHaveCount(2); // the header and /ai-marketing
    await expect(panel("Top pages").getByRole("row", { name: /^\/ai-marketing 1/ })).toBeVisible();
    await expect(panel("Devices").getByRole("row", { name: /^Mobile 1/ })).toBeVisible();
    await expect(panel("Devices").getByRole("row", { name: /^Desktop/ })).toHaveCount(0);
    await expect(panel("Landing pages").getByRole("row", { name: /^\/ai-marketing 1/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest sessions that match the filters" })).toBeVisible();
  };
  await onlyTheCampaign();
  await page.reload();
  await expect(filters).toContainText(`Campaign is ${campaign}`);
  await onlyTheCampaign();

  // Saved as a segment, the filter comes back from the segment list after it was removed.
  await page.getByRole("button", { name: "Save as segment" }).click();
  await page.getByLabel("Segment name").fill(`Campaign ${campaign}`);
  await page.getByRole("form", { name: "Save as segment" }).getByRole("button", { name: "Save" }).click();
  const segment = page.getByLabel("Segment", { exact: true });
  await expect(segment.locator("option:checked")).toHaveText(`Campaign ${campaign}`);
  await filters.getByRole("button", { name: `Remove filter Campaign is ${campaign}` }).click();
  await expect(page.getByRole("region", { name: "Filters" })).toHaveCount(0);
  await segment.selectOption({ label: `Campaign ${campaign}` });
  await expect(filters).toContainText(`Campaign is ${campaign}`);
  await onlyTheCampaign();
  await axe.expectNoViolations(page);

  // "is not" keeps everything else; removing the filter brings the whole view back.
  await filters.getByRole("button", { name: /^is: switch Campaign to is not/ }).click();
  await expect(filters).toContainText(`Campaign is not ${campaign}`);
  // (Other specs' visitors may be in this view too: only this campaign must be gone.)
  await sources.getByRole("button", { name: "Campaign", exact: true }).click();
  await expect(sources.getByRole("row", { name: new RegExp(`^${campaign} `) })).toHaveCount(0);
  await expect(sources.getByRole("row", { name: /^other \d/ })).toBeVisible();
  await filters.getByRole("button", { name: `Remove filter Campaign is not ${campaign}` }).click();
  await expect(page.getByRole("region", { name: "Filters" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]f=/);
});
