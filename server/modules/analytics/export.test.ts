import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#server/lib/csv";
import { utcDay } from "#server/lib/sql";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { createFunnel } from "./funnels";
import { createGoal } from "./goals";
import { seedVisits } from "./report-journeys.fixture";

/**
 * The CSV export of each analytics panel, through the API as the console calls it: the page's
 * period, comparison and filters applied, every row, cells a spreadsheet cannot run.
 */

const DAY = 86_400_000;
const today = utcDay(new Date());
const yesterday = utcDay(new Date(Date.now() - DAY));
const hoursAgo = (h: number) => new Date(Math.max(Date.parse(`${today}T00:00:00Z`), Date.now() - h * 3_600_000));
const weekAgo = (h: number) => new Date(Date.parse(`${today}T00:00:00Z`) - 7 * DAY + h * 3_600_000);

const ADMIN = { email: "owner@example.com", password: "a long enough password 42" };

describe.each(testDatabases)("analytics CSV export on %s", (driver) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
    await seedVisits(ctx.database.db, [
      {
        client: "c-a",
        at: hoursAgo(0),
        pages: ["/", "/ai-voice"],
        source: "linkedin",
        campaign: "q4",
        device: "Mobile",
        country: "DE",
      },
      { client: "c-b", at: hoursAgo(0), pages: ["/solutions"], source: "linkedin", campaign: "q4", country: "US" },
      {
        client: "c-c",
        at: hoursAgo(0),
        pages: ["/faq"],
        source: "news",
        campaign: '=HYPERLINK("http://evil.example")',
      },
      {
        client: "c-d",
        at: hoursAgo(0),
        pages: ["/contact"],
        source: "news",
        campaign: 'spring, "big" sale',
        device: "Mobile",
      },
      { client: "c-e", at: weekAgo(3), pages: ["/"], source: "linkedin", campaign: "q4" },
    ]);
    const actor = { id: null, email: "test" };
    await createGoal(ctx.database.db, { name: "Visited the home page", kind: "page", target: "/" }, actor);
    await createGoal(ctx.database.db, { name: "Read about voice agents", kind: "page", target: "/ai-voice" }, actor);
    await createGoal(
      ctx.database.db,
      { name: "Sent the contact form", kind: "event", target: "contact_form_sent" },
      actor,
    );
    await createFunnel(
      ctx.database.db,
      {
        name: "Home to voice",
        steps: [
          { kind: "page", target: "/" },
          { kind: "page", target: "/ai-voice" },
          { kind: "event", target: "contact_form_sent" },
        ],
      },
      actor,
    );
  });
  afterAll(() => ctx.close());

  const get = (query: string, auth = token) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/admin/analytics/export.csv?${query}`,
      headers: { authorization: `Bearer ${auth}` },
    });

  it("exports a panel's rows with the period in the file name and the header", async () => {
    const res = await get(`panel=sources&tab=campaign&from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="analytics-sources-campaign-${today}-to-${today}.csv"`,
    );
    const table = parseCsv(res.body);
    expect(table[0]).toEqual([`Sources by campaign, ${today} to ${today} (UTC)`]);
    const header = table.findIndex((row) => row[0] === "Campaign");
    expect(table[header]).toEqual(["Campaign", "Visits"]);
    expect(table.slice(header + 1)).toEqual([
      ["q4", "2"],
      ['\'=HYPERLINK("http://evil.example")', "1"],
      ['spring, "big" sale', "1"],
    ]);
    // Quoted as RFC 4180 asks: the comma and the quotes stay inside one cell.
    expect(res.body).toContain('"spring, ""big"" sale",1');
  });

  it("applies the page's filters and names them in the file", async () => {
    const res = await get(`panel=devices&tab=device&from=${today}&to=${today}&f=utmSource:is:news`);
    const table = parseCsv(res.body);
    expect(table).toContainEqual(["Filtered: Source is news"]);
    const header = table.findIndex((row) => row[0] === "Device");
    expect(table.slice(header + 1)).toEqual([
      ["Desktop", "1"],
      ["Mobile", "1"],
    ]);
    const negated = parseCsv((await get(`panel=countries&from=${today}&to=${today}&f=utmSource:isNot:news`)).body);
    const at = negated.findIndex((row) => row[0] === "Country");
    expect(negated[at]).toEqual(["Country", "Country code", "Visits"]);
    expect(negated.slice(at + 1)).toEqual([
      ["Germany", "DE", "1"],
      ["United States", "US", "1"],
    ]);
  });

  it("puts the period before beside each row when the page compares", async () => {
    const from = utcDay(new Date(Date.now() - 6 * DAY));
    const res = await get(`panel=sources&tab=source&from=${from}&to=${today}&compare=previous`);
    const table = parseCsv(res.body);
    const before = `${utcDay(new Date(Date.now() - 13 * DAY))} to ${utcDay(new Date(Date.now() - 7 * DAY))}`;
    expect(table[1]).toEqual([`Compared with ${before}`]);
    const header = table.findIndex((row) => row[0] === "Source");
    expect(table[header]).toEqual(["Source", "Visits", "Period before", "Change (%)"]);
    expect(table.slice(header + 1)).toEqual([
      ["linkedin", "2", "1", "100"],
      ["news", "2", "0", ""],
    ]);
  });

  it("exports the visitors by day and the landing pages", async () => {
    const daily = parseCsv((await get(`panel=visitors&from=${yesterday}&to=${today}`)).body);
    const header = daily.findIndex((row) => row[0] === "Day");
    expect(daily.slice(header)).toEqual([
      ["Day", "Visitors", "Visits", "Page views"],
      [yesterday, "0", "0", "0"],
      [today, "4", "4", "5"],
    ]);
    const landing = parseCsv((await get(`panel=landing&from=${today}&to=${today}`)).body);
    expect(landing[landing.findIndex((row) => row[0] === "Landing page")]).toEqual([
      "Landing page",
      "Visitors",
      "Leads",
      "Conversion (%)",
    ]);
  });

  it("exports the goals panel: each goal's conversions and rate under the page's filters, against the period before", async () => {
    const from = utcDay(new Date(Date.now() - 6 * DAY));
    const res = await get(`panel=goals&from=${from}&to=${today}&compare=previous&f=utmSource:is:linkedin`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="analytics-goals-${from}-to-${today}.csv"`);
    const table = parseCsv(res.body);
    expect(table[0]).toEqual([`Goals, ${from} to ${today} (UTC)`]);
    expect(table).toContainEqual(["Filtered: Source is linkedin"]);
    const header = table.findIndex((row) => row[0] === "Goal");
    // Two linkedin visits this week (one reached /ai-voice and /), one the week before (it reached /).
    expect(table.slice(header)).toEqual([
      ["Goal", "Reached by", "Conversions", "Conversion rate (%)", "Conversions before", "Change (%)"],
      ["Read about voice agents", "Visited /ai-voice", "1", "50", "0", ""],
      ["Sent the contact form", "Sent the contact form", "0", "0", "0", ""],
      ["Visited the home page", "Visited /", "1", "50", "1", "0"],
    ]);
    const plain = parseCsv((await get(`panel=goals&from=${today}&to=${today}`)).body);
    expect(plain.slice(plain.findIndex((row) => row[0] === "Goal"))).toEqual([
      ["Goal", "Reached by", "Conversions", "Conversion rate (%)"],
      ["Read about voice agents", "Visited /ai-voice", "1", "25"],
      ["Sent the contact form", "Sent the contact form", "0", "0"],
      ["Visited the home page", "Visited /", "1", "25"],
    ]);
  });

  it("exports the team's funnels: the visits at each step, in order, under the page's filters", async () => {
    const from = utcDay(new Date(Date.now() - 13 * DAY));
    const res = await get(`panel=funnels&from=${from}&to=${today}&compare=previous`);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="analytics-funnels-${from}-to-${today}.csv"`);
    const table = parseCsv(res.body);
    // A funnel has no comparison: the file says none.
    expect(table.slice(0, 2)).toEqual([[`Funnels, ${from} to ${today} (UTC)`], [""]]);
    const header = table.findIndex((row) => row[0] === "Funnel");
    // Two visits began at /, this week's and last week's; one of them went on to /ai-voice; none sent the form.
    expect(table.slice(header)).toEqual([
      ["Funnel", "Step", "Reached by", "Visits", "Conversion from the step before (%)", "Drop-off"],
      ["Home to voice", "1", "Visited /", "2", "", ""],
      ["Home to voice", "2", "Visited /ai-voice", "1", "50", "1"],
      ["Home to voice", "3", "Sent the contact form", "0", "0", "1"],
    ]);
    const filtered = parseCsv((await get(`panel=funnels&from=${from}&to=${today}&f=device:is:Mobile`)).body);
    expect(filtered).toContainEqual(["Filtered: Device is Mobile"]);
    expect(filtered.slice(filtered.findIndex((row) => row[0] === "Funnel") + 1)).toEqual([
      ["Home to voice", "1", "Visited /", "1", "", ""],
      ["Home to voice", "2", "Visited /ai-voice", "1", "100", "0"],
      ["Home to voice", "3", "Sent the contact form", "0", "0", "1"],
    ]);
  });

  it("refuses an unknown panel or tab with 400 naming the field", async () => {
    const panel = await get("panel=people");
    expect(panel.statusCode).toBe(400);
    expect(panel.json().field).toBe("panel");
    const tab = await get("panel=sources&tab=email");
    expect(tab.statusCode).toBe(400);
    expect(tab.json()).toEqual({
      error: "tab: must be one of referrer, source, medium, campaign, content, term",
      field: "tab",
    });
  });
});
