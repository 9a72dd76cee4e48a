import type { ConversationTurn } from "#common/voice";
import { numbersFromWords } from "./phrasing";

/**
 * The virtual receptionist's message taking: name and company, phone or e-mail, a preferred
 * time, read back and confirmed. Each question is a fixed sentence, so the state of the
 * conversation is read from the last six turns alone (the server keeps none).
 */

export interface CallbackRequest {
  name: string;
  company?: string;
  phone?: string;
  email?: string;
  time: string;
  topic: string;
}

const ASK = {
  name: "May I have your name and the name of your company?",
  contact: "What's the best phone number or e-mail address to reach you?",
  time: "When would you like our team to call you back?",
  confirm: "Shall I pass this on to the team?",
} as const;

type ReceptionistStep = keyof typeof ASK;

/** Which question the assistant's turn asked, if any. */
function stepAsked(aiText: string): ReceptionistStep | null {
  for (const step of Object.keys(ASK) as ReceptionistStep[]) if (aiText.includes(ASK[step])) return step;
  return null;
}

export function askName(topic: string): string {
  return `I'll take a message about ${topic} and have the right person call you back. ${ASK.name}`;
}

const topicOf = (turns: readonly ConversationTurn[]) => {
  for (const t of turns) {
    const m = t.speaker === "ai" ? t.text.match(/take a message about (.+?) and have the right person/) : null;
    if (m) return m[1];
  }
  return null;
};

/** "my name is Dana Smith from Acme" → Dana Smith, Acme. */
function heardNameAndCompany(text: string): { name: string; company?: string } | null {
  const cleaned = text
    .replace(/^(hi|hello|yes|sure|okay|ok)[,.!]?\s+/i, "")
    .replace(/^(my name is|my name's|this is|i am|i'm|it's|it is|name is|call me)\s+/i, "")
    .replace(/[.!?]+$/, "")
    .trim();
  if (!cleaned) return null;
  const [name, company] = cleaned.split(/\s+(?:from|at|with|of|and my company is|and the company is|company)\s+/i);
  const noCompany = /\b(no company|just me|myself|private|personal|none)\b/i.test(company ?? "");
  const tidy = (s: string) =>
    s
      .replace(/[,.]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\b\w/g, (c) => c.toUpperCase())
      .slice(0, 120);
  return { name: tidy(name.trim()), company: company && !noCompany ? tidy(company.trim()) : undefined };
}

/** A phone number (digits, even when said as words) or an e-mail address ("dana at acme dot com"). */
function heardContact(text: string): { phone?: string; email?: string } | null {
  const spokenEmail = text
    .toLowerCase()
    .replace(/\s+at\s+/g, "@")
    .replace(/\s+dot\s+/g, ".")
    .match(/[a-z0-9._+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/);
  if (spokenEmail) return { email: spokenEmail[0] };
  const digits = numbersFromWords(text).match(/\+?\d[\d\s().-]{5,}\d/);
  const only = digits?.[0].replace(/\D/g, "") ?? "";
  if (only.length >= 6) return { phone: `${digits?.[0].trim().startsWith("+") ? "+" : ""}${groupDigits(only)}` };
  return null;
}

/** "5550199" → "555 0199", "5550104200" → "555 010 4200": how a receptionist reads a number back. */
function groupDigits(digits: string): string {
  const tail = digits.slice(-4);
  const head = digits.slice(0, -4).match(/.{1,3}/g) ?? [];
  return [...head, tail].join(" ");
}

function heardTime(text: string): string {
  return (
    text
      .replace(/^(please|yes|sure|okay|ok)[,.!]?\s+/i, "")
      .replace(/^(call me|you can call|call|ring me|any time|it would be best|best is|best would be)\s+/i, (m) =>
        /any time/i.test(m) ? m : "",
      )
      .replace(/[.!?]+$/, "")
      .replace(/,/g, "")
      .trim()
      .slice(0, 80)
      .replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())
      // Read back mid-sentence: "tomorrow morning", but "Friday" and "March" keep their capital.
      .replace(
        /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/gi,
        (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
      )
  );
}

/** "Dana Whitfield from Whitfield Plumbing": how a caller is noted, and read again. */
const noted = (p: { name: string; company?: string }) => `${p.name}${p.company ? ` from ${p.company}` : ""}`;
function fromNoted(text: string): { name: string; company?: string } {
  const [name, company] = text.split(" from ");
  return { name, company };
}

const readBack = (r: CallbackRequest) =>
  `Let me read that back: ${noted(r)}, on ${r.phone ?? r.email}, ${r.time}, about ${r.topic}. ${ASK.confirm}`;

/** The assistant's own earlier wording, read back: each question repeats what was noted so far. */
function fromReadBack(text: string): CallbackRequest | null {
  // Comma-free fields keep the match linear, whatever a (hostile) client sends as this turn.
  const m = text.match(/Let me read that back: ([^,]+), on ([^,]+), ([^,]+), about ([^,]+?)\. Shall I pass/);
  if (!m) return null;
  return { ...fromNoted(m[1]), ...(heardContact(m[2]) ?? {}), time: m[3], topic: m[4] };
}

function notedCaller(aiText: string): { name: string; company?: string } | null {
  const m = aiText.match(/(?:Thank you, |an e-mail address for )([^,.]+)\. What's the best/);
  return m ? fromNoted(m[1]) : null;
}

function notedContact(
  aiText: string,
): { caller: { name: string; company?: string }; contact: { phone?: string; email?: string }; topic: string } | null {
  const m = aiText.match(/^Got it: ([^,]+), on ([^,]+), about ([^,]+?)\. When would/);
  return m ? { caller: fromNoted(m[1]), contact: heardContact(m[2]) ?? {}, topic: m[3] } : null;
}

interface ReceptionistTurn {
  text: string;
  callback?: CallbackRequest;
  /** The message was confirmed and is to be stored. */
  done?: boolean;
}

/** The next step of a message being taken, or null when no message is being taken. */
export function continueMessage(
  message: string,
  conversation: readonly ConversationTurn[],
  yes: boolean,
  no: boolean,
): ReceptionistTurn | null {
  const last = [...conversation].reverse().find((t) => t.speaker === "ai");
  const step = last ? stepAsked(last.text) : null;
  if (!last || !step) return null;
  const topic = topicOf(conversation) ?? "your enquiry";
  if (/\b(cancel|never ?mind|forget (it|that)|don'?t bother)\b/i.test(message)) {
    return { text: "No problem, I haven't passed anything on. Is there anything else I can help with?" };
  }
  // A question instead of a name: answer it (the message can be taken afterwards).
  if (
    step === "name" &&
    /^(what|what's|how|do|does|can|could|is|are|will|why|when|where|who)\b|\?$/i.test(message.trim())
  )
    return null;
  if (step === "confirm") {
    const request = fromReadBack(last.text);
    if (yes && request) return { text: "", callback: request, done: true };
    if (no) return { text: `No problem, let's correct it. ${askName(request?.topic ?? topic)}` };
    return { text: `Sorry, I didn't catch that. ${ASK.confirm}` };
  }
  if (step === "name") {
    const person = heardNameAndCompany(message);
    if (!person) return { text: `Sorry, I didn't catch your name. ${ASK.name}` };
    return { text: `Thank you, ${noted(person)}. ${ASK.contact}` };
  }
  if (step === "contact") {
    const caller = notedCaller(last.text) ?? { name: "you" };
    const contact = heardContact(message);
    if (!contact)
      return { text: `Sorry, I didn't catch a phone number or an e-mail address for ${noted(caller)}. ${ASK.contact}` };
    return { text: `Got it: ${noted(caller)}, on ${contact.phone ?? contact.email}, about ${topic}. ${ASK.time}` };
  }
  // step === "time": everything is known; read it back.
  const known = notedContact(last.text);
  if (!known) return null;
  const time = heardTime(message) || "at a time that suits you";
  return { text: readBack({ ...known.caller, ...known.contact, time, topic: known.topic }) };
}
