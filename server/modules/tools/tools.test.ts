import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type OpportunityAnswers, rankOpportunities } from "#common/tools/quiz/opportunity";
import { solutions } from "#content/solutions";
import { toolResults } from "#server/db/schema/tools";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const answers: OpportunityAnswers = {
  industry: "healthcare",
  size: "small",
  timeSinks: ["calls", "scheduling"],
  channels: ["phone", "email"],
  data: ["crm"],
  budget: "starter",
  timeline: "now",
};

describe.each(testDatabases)("POST /api/tools/opportunity-results on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(toolResults);
  });

  const post = (payload: unknown) =>
    ctx.app.inject({ method: "POST", url: "/api/tools/opportunity-results", payload: payload as object });
  const stored = () => ctx.database.db.select().from(toolResults);

  it("records the result the server computes from the answers", async () => {
    const clientId = "0b7d7f7e-1f0c-4a53-9d0e-5b7a6c1d2e3f";
    const res = await post({ email: "  Owner@Clinic.Example ", answers, clientId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const expected = rankOpportunities(answers, solutions).map(({ slug, fit }) => ({ slug, fit }));
    expect(body.ideas).toEqual(expected);
    expect(body.ideas.length).toBeGreaterThanOrEqual(3);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      tool: "ai-opportunity-finder",
      email: "owner@clinic.example",
      clientId,
      answers,
      result: expected,
    });
  });

  it.each([
    [{ answers }, "email: Enter your e-mail address"],
    [{ email: "not-an-address", answers }, "email: Enter a valid e-mail address, like name@company.com"],
    [{ email: "a@b.co", answers: { ...answers, timeSinks: [] } }, "answers.timeSinks: Choose at least one area"],
    [{ email: "a@b.co", answers: { ...answers, budget: "millions" } }, "answers.budget: Choose a monthly budget"],
    [
      { email: "a@b.co", answers: { ...answers, industry: "space-mining" } },
      "answers.industry: Choose an industry from the list",
    ],
    [{ email: "a@b.co" }, "answers: "],
  ])("answers 400 naming the field and stores nothing for %j", async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/tools/opportunity-results",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);
  });
});
