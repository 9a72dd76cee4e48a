import type { VoiceScenarioId } from "#common/voice";
import { type ReplyInput, type VoiceProvider, VoiceUpstreamError } from "#server/modules/voice/provider";

interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  chatModel: string;
  transcribeModel: string;
  ttsModel: string;
  ttsVoice: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Any OpenAI-compatible service: /audio/transcriptions, /chat/completions, /audio/speech. */
export function createOpenAiProvider(options: OpenAiOptions): VoiceProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call(pathName: string, body: BodyInit, json: boolean): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(`${base}${pathName}`, {
        method: "POST",
        headers: { authorization: `Bearer ${options.apiKey}`, ...(json ? { "content-type": "application/json" } : {}) },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer within ${options.timeoutMs} ms`
          : String(error);
      throw new VoiceUpstreamError(`${pathName}: ${reason}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new VoiceUpstreamError(`${pathName}: HTTP ${response.status} ${detail}`.trim());
    }
    return response;
  }

  return {
    name: "openai",
    async speechToText() {
      return { available: true };
    },
    async transcribe(wav: Buffer, _scenario: VoiceScenarioId) {
      const form = new FormData();
      form.append("model", options.transcribeModel);
      form.append("file", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "recording.wav");
      const body = (await (await call("/audio/transcriptions", form, false)).json()) as { text?: unknown };
      return typeof body.text === "string" ? body.text : "";
    },
    async reply(input: ReplyInput) {
      // The system prompt is the server's copy of the scenario; the site's facts and the dialog
      // step follow it as a second system message, then the last 6 turns and the new message.
      const grounding = [
        "Facts from this website you may use (say nothing that contradicts them, and say so if they do not cover the question):",
        ...input.plan.facts.map((f) => `- ${f}`),
        `This turn: ${input.plan.step}.`,
      ].join("\n");
      const messages = [
        { role: "system", content: input.systemPrompt },
        { role: "system", content: grounding },
        ...input.conversation.map((t) => ({ role: t.speaker === "ai" ? "assistant" : "user", content: t.text })),
        { role: "user", content: input.message },
      ];
      const response = await call(
        "/chat/completions",
        JSON.stringify({ model: options.chatModel, messages, max_tokens: 200, temperature: 0.4 }),
        true,
      );
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const text = body.choices?.[0]?.message?.content;
      if (typeof text !== "string" || !text.trim())
        throw new VoiceUpstreamError("/chat/completions: the answer held no text");
      return text.trim();
    },
    async synthesize(text: string) {
      const response = await call(
        "/audio/speech",
        JSON.stringify({ model: options.ttsModel, voice: options.ttsVoice, input: text, response_format: "mp3" }),
        true,
      );
      return Buffer.from(await response.arrayBuffer());
    },
    async close() {},
  };
}
