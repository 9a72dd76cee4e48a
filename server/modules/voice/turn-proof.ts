import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ConversationTurn } from "#common/voice";

/** How long an answer's proof is honoured: a dialog with pauses, not a lead replayed for days. */
const PROOF_LIFETIME_MS = 30 * 60_000;

/**
 * The browser sends the dialog back with every turn, and the receptionist acts on its own
 * earlier words (the read-back a "yes" confirms). So the server signs each answer it gives
 * (`proof`, an expiry and an HMAC over scenario and text) and believes an assistant turn only
 * with a valid proof, or when it is the scenario's fixed greeting. A forged read-back is ignored.
 */
export class TurnProofs {
  private readonly key: Buffer;

  constructor(
    secret: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    // Without a shared secret (development, tests) a per-process key is enough.
    this.key = createHmac("sha256", secret ?? randomBytes(32))
      .update("voice-turn-proof")
      .digest();
  }

  sign(scenario: string, text: string): string {
    const expires = Math.ceil((this.now() + PROOF_LIFETIME_MS) / 1000);
    return `${expires}.${this.mac(scenario, text, expires).toString("base64url")}`;
  }

  /** Whether this server gave the answer and its signature is still honoured (a dialog's lifetime). */
  verify(scenario: string, text: string, proof: string | undefined): boolean {
    const expires = Number((proof ?? "").split(".")[0]);
    return this.gave(scenario, text, proof) && expires * 1000 >= this.now();
  }

  /**
   * Whether this server gave the answer, however long ago: a lead's story tells the answers of
   * a dialog held days before, and tells none that the server did not give.
   */
  gave(scenario: string, text: string, proof: string | undefined): boolean {
    const [expiresText, macText] = (proof ?? "").split(".");
    const expires = Number(expiresText);
    if (!Number.isSafeInteger(expires) || !macText) return false;
    const given = Buffer.from(macText, "base64url");
    const expected = this.mac(scenario, text, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The turns the server may act on: the visitor's own, its greeting, and answers it signed. */
  trusted(scenario: { id: string; initialMessage: string }, turns: readonly ConversationTurn[]): ConversationTurn[] {
    return turns.filter(
      (turn) =>
        turn.speaker === "user" ||
        turn.text === scenario.initialMessage ||
        this.verify(scenario.id, turn.text, turn.proof),
    );
  }

  private mac(scenario: string, text: string, expires: number): Buffer {
    return createHmac("sha256", this.key).update(`${scenario}\n${expires}\n${text}`).digest();
  }
}
