import { describe, expect, it } from "vitest";
import { VoiceUpstreamError } from "#server/modules/voice/provider";
import { createOpenAiProvider } from "./openai-provider";

interface Call {
  url: string;
  init: RequestInit;
}

function provider(respond: (call: Call) => Response | Promise<Response>, timeoutMs = 1_000) {
  const calls: Call[] = [];
  const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  const p = createOpenAiProvider({
    baseUrl: "https://llm.example/v1/",
    apiKey: "sk-test",
    chatModel: "chat-model",
    transcribeModel: "stt-model",
    ttsModel: "tts-model",
    ttsVoice: "alloy",
    timeoutMs,
    fetch: fetchStub,
  });
  return { p, calls };
}

const plan = { text: "", facts: ["Subscriptions start at $750 a month."], step: "answer about pricing" };

describe("openai provider", () => {
  it("sends the scenario's prompt, the conversation and the message to /chat/completions", async () => {
    const { p, calls } = provider(() =>
      Response.json({ choices: [{ message: { content: " Subscriptions start at $750 a month. " } }] }),
    );
    const text = await p.reply({
      message: "How much is it?",
      scenario: "sales-assistant",
      systemPrompt: "You are the sales assistant.",
      conversation: [
        { speaker: "ai", text: "Hi there." },
        { speaker: "user", text: "We run a clinic." },
      ],
      plan,
    });
    expect(text).toBe("Subscriptions start at $750 a month.");
    expect(calls[0].url).toBe("https://llm.example/v1/chat/completions");
    expect(new Headers(calls[0].init.headers).get("authorization")).toBe("Bearer sk-test");
    const body = JSON.parse(String(calls[0].init.body));
    expect(body.model).toBe("chat-model");
    expect(body.messages).toEqual([
      { role: "system", content: "You are the sales assistant." },
      { role: "system", content: expect.stringContaining("- Subscriptions start at $750 a month.") },
      { role: "assistant", content: "Hi there." },
      { role: "user", content: "We run a clinic." },
      { role: "user", content: "How much is it?" },
    ]);
  });

  it("uploads the WAV to /audio/transcriptions and asks /audio/speech for MP3", async () => {
    const { p, calls } = provider((call) =>
      call.url.endsWith("/audio/transcriptions")
        ? Response.json({ text: "hello" })
        : new Response(new Uint8Array([0xff, 0xf3, 1, 2])),
    );
    expect(await p.transcribe(Buffer.from("RIFF....WAVE"), "customer-support")).toBe("hello");
    const form = calls[0].init.body as FormData;
    expect(form.get("model")).toBe("stt-model");
    expect((form.get("file") as File).type).toBe("audio/wav");
    const mp3 = await p.synthesize("Hello.");
    expect([...mp3]).toEqual([0xff, 0xf3, 1, 2]);
    expect(JSON.parse(String(calls[1].init.body))).toEqual({
      model: "tts-model",
      voice: "alloy",
      input: "Hello.",
      response_format: "mp3",
    });
  });

  it("turns an error status and a timeout into an upstream error naming the call", async () => {
    const failing = provider(() => new Response("quota exceeded", { status: 429 }));
    await expect(failing.p.synthesize("Hi.")).rejects.toThrow(
      new VoiceUpstreamError("/audio/speech: HTTP 429 quota exceeded"),
    );

    const slow = provider(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener("abort", () => reject(call.init.signal?.reason));
        }),
      50,
    );
    await expect(
      slow.p.reply({ message: "hi", scenario: "sales-assistant", systemPrompt: "x", conversation: [], plan }),
    ).rejects.toThrow("/chat/completions: no answer within 50 ms");
  });
});
