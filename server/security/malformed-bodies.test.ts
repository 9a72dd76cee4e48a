import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

/** Bodies that used to get a 500. */
const CALCOM_SECRET = "calcom-test-secret-0123456789";
const B = "----l5boundary";

describe.each(testDatabases)("bodies that cannot be read get a 4xx, on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { CALCOM_WEBHOOK_SECRET: CALCOM_SECRET });
  });
  afterAll(() => ctx.close());

  it("a voice upload without a multipart boundary, or cut short", async () => {
    const noBoundary = await ctx.app.inject({
      method: "POST",
      url: "/api/voice/transcribe",
      headers: { "content-type": "multipart/form-data" },
      payload: "audio",
    });
    const truncated = await ctx.app.inject({
      method: "POST",
      url: "/api/voice/transcribe",
      headers: { "content-type": `multipart/form-data; boundary=${B}` },
      payload: `--${B}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF1234`,
    });
    for (const res of [noBoundary, truncated]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^body: the multipart form could not be read/);
    }
  });

  it("a signed booking body holding a NUL character", async () => {
    const raw = JSON.stringify({
      triggerEvent: "BOOKING_CREATED",
      payload: { uid: "cal-nul", title: "Free\u0000consultation", startTime: "2026-12-01T15:00:00Z", attendees: [] },
    });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/calcom",
      headers: {
        "content-type": "application/json",
        "x-cal-signature-256": createHmac("sha256", CALCOM_SECRET).update(raw).digest("hex"),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("payload.title: must not contain NUL characters or broken Unicode");
  });
});
