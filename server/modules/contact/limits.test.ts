import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { contactMessages } from "#server/db/schema/contact";
import { toolResults } from "#server/db/schema/tools";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { purgeExpiredForms } from "./retention";

const message = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  interest: "voice",
  message: "Could a voice assistant book visits for us?",
};
const quiz = {
  email: "dana@example.com",
  answers: {
    industry: "healthcare",
    size: "small",
    timeSinks: ["calls"],
    channels: ["phone"],
    data: ["crm"],
    budget: "starter",
    timeline: "now",
  },
};

describe.each(testDatabases)("contact messages and quiz results: rate limit and retention on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { FORM_SUBMISSIONS_PER_HOUR: "3" });
  });
  afterAll(() => ctx.close());

  it.each([
    ["/api/contact", message],
    ["/api/tools/opportunity-results", quiz],
  ])("%s takes FORM_SUBMISSIONS_PER_HOUR per address, then 429, well below the global limit", async (url, payload) => {
    const from = (remoteAddress: string) => ctx.app.inject({ method: "POST", url, payload, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await from("10.40.0.1")).statusCode).toBe(201);
    const limited = await from("10.40.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect((await from("10.40.0.2")).statusCode).toBe(201);
  });

  it("purges contact messages and quiz results older than the retention period, and keeps newer ones", async () => {
    const day = 86_400_000;
    const old = new Date(Date.now() - 731 * day);
    const recent = new Date(Date.now() - 729 * day);
    await ctx.database.db.insert(contactMessages).values([
      { ...message, email: "old@example.com", createdAt: old },
      { ...message, email: "recent@example.com", createdAt: recent },
    ]);
    await ctx.database.db.insert(toolResults).values([
      { tool: "ai-opportunity-finder", email: "old@example.com", answers: quiz.answers, result: [], createdAt: old },
      {
        tool: "ai-opportunity-finder",
        email: "recent@example.com",
        answers: quiz.answers,
        result: [],
        createdAt: recent,
      },
    ]);
    const removed = await purgeExpiredForms(ctx.database.db, loadConfig({}).FORM_RETENTION_DAYS);
    expect(removed).toMatchObject({ contactMessages: 1, quizResults: 1 });
    const emails = async (table: typeof contactMessages | typeof toolResults) =>
      (await ctx.database.db.select({ email: table.email }).from(table)).map((r) => r.email);
    expect(await emails(contactMessages)).toContain("recent@example.com");
    expect(await emails(contactMessages)).not.toContain("old@example.com");
    expect(await emails(toolResults)).toContain("recent@example.com");
    expect(await emails(toolResults)).not.toContain("old@example.com");
  });
});
