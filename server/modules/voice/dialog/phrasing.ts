/**
 * Wording helpers of the offline voice assistant: numbers written the way they are said,
 * sentence splitting, variety without repeating itself, and numbers heard as words.
 */

/** "$750/month" → "$750 a month", "3-12 weeks" → "3 to 12 weeks", "24/7" → "around the clock". */
export function naturalNumbers(text: string): string {
  return text
    .replace(/\b24\/7\b/g, "around the clock")
    .replace(/\/(month|week|year)\b/g, " a $1")
    .replace(/(\$?\d[\d,]*)\s*-\s*(\$?\d[\d,]*)/g, "$1 to $2")
    .replace(/(\d+)\+ (\w+)/g, "more than $1 $2")
    .replace(/\bhrs\b/g, "hours");
}

/** Sentences of a text (a full stop inside "e.g." or a number does not end one). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'$A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function lastSentence(text: string): string {
  return splitSentences(text).at(-1) ?? "";
}

/** A stable number for a text, so the same conversation always gets the same wording. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** One of the options, chosen by the seed, never one the previous answer already used. */
export function pick(options: readonly string[], seed: string, avoid: readonly string[] = []): string {
  const usable = options.filter((o) => !avoid.some((a) => a && (a === o || a.includes(o))));
  const from = usable.length ? usable : options;
  return from[hashOf(seed) % from.length];
}

export function joinList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const UNITS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/**
 * Speech recognisers write numbers as words: "two hundred and fifty people" → "250 people",
 * "five five five oh one" → "5 5 5 0 1" (a phone number keeps its digits apart).
 */
export function numbersFromWords(text: string): string {
  const words = text.split(/\s+/);
  const out: string[] = [];
  let value: number | null = null;
  let current = 0;
  const flush = () => {
    if (value !== null) out.push(String(value + current));
    value = null;
    current = 0;
  };
  for (const raw of words) {
    const word = raw.toLowerCase().replace(/[^a-z]/g, "");
    const unit = word === "oh" ? 0 : word ? UNITS.indexOf(word) : -1;
    const ten = TENS.indexOf(word);
    if (unit >= 0 && (word !== "oh" || value !== null || /\d$/.test(out.at(-1) ?? ""))) {
      // A digit after a lone digit is a digit string (phone numbers), not a sum.
      if (value !== null && ((value === 0 && current < 10) || current % 10 !== 0)) flush();
      value ??= 0;
      current += unit;
    } else if (ten > 1) {
      if (value !== null && current % 100 !== 0) flush();
      value ??= 0;
      current += ten * 10;
    } else if (word === "hundred" && value !== null) {
      current = (current || 1) * 100;
    } else if ((word === "thousand" || word === "grand") && value !== null) {
      value = (value + (current || 1)) * 1000;
      current = 0;
    } else if (word === "and" && value !== null && current >= 100) {
      // "two hundred and fifty": keep counting.
    } else {
      flush();
      out.push(raw);
    }
  }
  flush();
  return out.join(" ");
}
