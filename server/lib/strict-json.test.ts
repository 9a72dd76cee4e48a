import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUnstorableText } from "#common/storable-text";
import { createTestApp, type TestContext } from "#server/test-support";

const CONTACT = { name: "Dana Whitfield", email: "dana@example.com", interest: "voice", message: "Hello there." };
const nested = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe("JSON bodies of a costly shape", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => ctx.close());

  const post = (payload: string) =>
    ctx.app.inject({ method: "POST", url: "/api/contact", headers: { "content-type": "application/json" }, payload });

  it("are refused with 400 'body: nested too deeply'", async () => {
    const res = await post(JSON.stringify({ ...CONTACT, company: nested(32, "x") }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "body: nested too deeply" });
  });

  it("a body 32 levels deep is parsed and validated as usual", async () => {
    const res = await post(JSON.stringify({ ...CONTACT, company: nested(31, "x") }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^company: /);
  });

  it("brackets inside strings do not count", async () => {
    const res = await post(JSON.stringify({ ...CONTACT, message: `${"[{".repeat(200)} \\" ${"]}".repeat(200)}` }));
    expect(res.statusCode).toBe(201);
  });

  it("a 240 KB body nested 120,000 levels deep is refused the same way", async () => {
    const res = await post(`${"[".repeat(120_000)}${"]".repeat(120_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "body: nested too deeply" });
  });

  it("a body of more than 5,000 values is refused before it is parsed", async () => {
    const res = await post(JSON.stringify({ ...CONTACT, company: Array.from({ length: 6_000 }, () => [1]) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "body: holds more than 5000 values" });
  });
});

describe("the unstorable-text walk", () => {
  it("names the first bad value's path, keys included", () => {
    expect(findUnstorableText({ a: "ok", events: [{ page: "/" }, { page: "/x\u0000" }] })).toBe("events.1.page");
    expect(findUnstorableText({ a: { "b\uD800": 1 } })).toBe("a.key");
    expect(findUnstorableText({ first: "\u0000", second: "\uDC00" })).toBe("first");
    expect(findUnstorableText("\u0000")).toBe("");
    expect(findUnstorableText({ fine: ["text", 1, null, true] })).toBeNull();
  });

  it("walks a value 200,000 levels deep without running out of stack", () => {
    expect(findUnstorableText(nested(200_000, "\u0000"))).toHaveLength(2 * 200_000 - 1);
    expect(findUnstorableText(nested(200_000, "fine"))).toBeNull();
  });
});
