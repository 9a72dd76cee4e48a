import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const ADMIN = { email: "segments@example.com", password: "segments-password-123" };

describe.each(testDatabases)("analytics segments API on %s", (driver) => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN });
    headers = { authorization: `Bearer ${login.json().token}` };
  });
  afterAll(() => ctx?.close());

  it("saves a named filter set for the team, lists it, and deletes it", async () => {
    const saved = await call("POST", "/api/admin/analytics/segments", {
      name: "  LinkedIn on phones ",
      filters: ["utmSource:is:linkedin", "device:is:Mobile"],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({
      id: expect.any(String),
      name: "LinkedIn on phones",
      filters: ["utmSource:is:linkedin", "device:is:Mobile"],
    });
    await call("POST", "/api/admin/analytics/segments", { name: "all from Germany", filters: ["country:is:DE"] });
    expect(
      (await call("GET", "/api/admin/analytics/segments")).json().items.map((s: { name: string }) => s.name),
    ).toEqual(["all from Germany", "LinkedIn on phones"]);

    expect((await call("DELETE", `/api/admin/analytics/segments/${saved.json().id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/analytics/segments/${saved.json().id}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/analytics/segments")).json().items).toHaveLength(1);
    const audit = (await call("GET", "/api/admin/audit-log")).json();
    expect(JSON.stringify(audit)).toContain("segment.deleted");
  });

  it("refuses a taken name in any case, and bad input with the field named", async () => {
    await call("POST", "/api/admin/analytics/segments", { name: "Campaign q4", filters: ["utmCampaign:is:q4"] });
    const taken = await call("POST", "/api/admin/analytics/segments", { name: "CAMPAIGN Q4", filters: ["os:is:iOS"] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: "name" });
    const cases: [object, string][] = [
      [{ name: "", filters: ["os:is:iOS"] }, "name"],
      [{ name: "x".repeat(61), filters: ["os:is:iOS"] }, "name"],
      [{ name: "No filters", filters: [] }, "filters"],
      [{ name: "Bad filter", filters: ["password:is:x"] }, "filters"],
      [{ name: "Not a list", filters: "os:is:iOS" }, "filters"],
    ];
    for (const [payload, field] of cases) {
      const res = await call("POST", "/api/admin/analytics/segments", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await call("DELETE", "/api/admin/analytics/segments/not-an-id")).statusCode).toBe(400);
  });

  it("answers 400 naming f for a malformed filter on the analytics and sessions routes", async () => {
    for (const url of ["/api/admin/analytics?f=nope", "/api/admin/analytics/sessions?f=device:like:x"]) {
      const res = await call("GET", url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "f" });
    }
    const ok = await call("GET", "/api/admin/analytics?f=device:is:Mobile&f=country:isNot:DE&compare=year");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().comparison).not.toBeNull();
  });
});
