/**
 * A spoken answer in two parts: the chat call returns the first sentence's speech at once, and
 * the rest is spoken on the server while that plays, kept for the browser's /synthesize call.
 */
import { VOICE_MAX_SPEECH_CHARS } from "#common/voice";
import { sentencesOf } from "./engines/offline/text-to-speech";

/** A first sentence shorter than this ("Sure!", "Certainly.") takes the next one along: alone it is hardly a clip. */
const SHORT_SENTENCE_CHARS = 20;

/**
 * The answer cut after its first sentence (or its first two when the first is very short), so
 * its speech can start before the rest is made. `rest` is "" when nothing would be left over.
 */
export function splitSpokenAnswer(text: string): { first: string; rest: string } {
  const sentences = sentencesOf(text);
  const take = sentences[0] && sentences[0].length < SHORT_SENTENCE_CHARS && sentences.length > 2 ? 2 : 1;
  const first = sentences.slice(0, take).join(" ");
  const rest = sentences.slice(take).join(" ").trim();
  // The browser asks for the rest through /synthesize, which takes at most this many characters.
  if (!rest || rest.length > VOICE_MAX_SPEECH_CHARS) return { first: text.trim(), rest: "" };
  return { first, rest };
}

/** Speech made ahead for one address: kept for at most this long if nobody asks for it. */
const KEEP_MS = 60_000;
/** Addresses with speech made ahead, at most (the oldest is dropped beyond it). */
const MAX_ADDRESSES = 500;

interface Prepared {
  text: string;
  clip: Promise<Buffer>;
  until: number;
}

/**
 * The rest of each address's latest answer, being spoken or spoken already. Its speech was
 * charged to the address when it started, so /synthesize hands it over once without charging
 * again; anything else goes through the ordinary limits. One entry per address (a newer answer
 * replaces it), a bounded number of addresses and a time limit: a client that never asks for
 * its rest cannot make the server hold more.
 */
export class PreparedSpeech {
  private readonly byAddress = new Map<string, Prepared>();

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.byAddress.size;
  }

  /** Keeps `clip` for `address`; a clip that fails is forgotten (the browser's request then makes its own). */
  put(address: string, text: string, clip: Promise<Buffer>): void {
    this.dropExpired();
    const entry = { text, clip, until: this.now() + KEEP_MS };
    // Re-insert: the Map's first key is then the oldest.
    this.byAddress.delete(address);
    this.byAddress.set(address, entry);
    if (this.byAddress.size > MAX_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value as string);
    clip.catch(() => {
      if (this.byAddress.get(address) === entry) this.byAddress.delete(address);
    });
  }

  /** The speech of exactly `text` made ahead for `address`, handed over once; otherwise undefined. */
  take(address: string, text: string): Promise<Buffer> | undefined {
    const entry = this.byAddress.get(address);
    if (!entry || entry.text !== text || entry.until <= this.now()) return undefined;
    this.byAddress.delete(address);
    return entry.clip;
  }

  private dropExpired() {
    const now = this.now();
    // Oldest first, all kept equally long: stop at the first one still valid.
    for (const [address, entry] of this.byAddress) {
      if (entry.until > now) break;
      this.byAddress.delete(address);
    }
  }
}
