import { describe, expect, it } from "vitest";
import { verifyStandardWebhook } from "#server/test-servers/webhook-receiver";
import { signWebhook } from "./signing";

describe("signWebhook", () => {
  it("reproduces the Standard Webhooks reference vector", () => {
    const headers = signWebhook(
      "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      1614265330,
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
  });

  it("signs so that an independent verifier accepts it, and rejects any changed byte", () => {
    const secret = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
    const body = JSON.stringify({ type: "lead.created", data: { name: "Zoë" } });
    const h = signWebhook(secret, "msg_1", 1_700_000_000, body);
    expect(verifyStandardWebhook(secret, "msg_1", "1700000000", Buffer.from(body), h["webhook-signature"])).toBe(true);
    expect(verifyStandardWebhook(secret, "msg_1", "1700000001", Buffer.from(body), h["webhook-signature"])).toBe(false);
    expect(verifyStandardWebhook(secret, "msg_2", "1700000000", Buffer.from(body), h["webhook-signature"])).toBe(false);
    expect(
      verifyStandardWebhook(
        secret,
        "msg_1",
        "1700000000",
        Buffer.from(body.replace("Zoë", "Zoe")),
        h["webhook-signature"],
      ),
    ).toBe(false);
  });
});
