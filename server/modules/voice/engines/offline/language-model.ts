/**
 * A small trigram language model in ARPA format, built from example sentences, plus the
 * matching slice of the pronunciation dictionary: PocketSphinx decodes faster and far more
 * accurately on the demo's own vocabulary than on the general English model.
 */

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** Spells a whole number below a million the way people say it ("seven hundred fifty"). */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) return String(n);
  if (n < 20) return ONES[n];
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ""}`;
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberToWords(n % 100)}` : ""}`;
  return `${numberToWords(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${numberToWords(n % 1000)}` : ""}`;
}

/** Lower-case words as a recogniser hears them: numbers spelled out, punctuation gone. */
export function spokenWords(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/\$(\d+)/g, "$1 dollars")
    .replace(/(\d+)%/g, "$1 percent")
    .replace(/(\d+)-(\d+)/g, "$1 to $2")
    .replace(/\d+/g, (d) => ` ${numberToWords(Number(d))} `)
    .replace(/&/g, " and ")
    .replace(/[’']/g, "'")
    .replace(/[^a-z' ]+/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

const BOS = "<s>";
const EOS = "</s>";
const DISCOUNT = 0.5;

const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99).toFixed(4);

/**
 * Builds an ARPA trigram model with absolute discounting and back-off weights computed so
 * that every distribution sums to one.
 */
export function buildArpa(sentences: readonly (readonly string[])[]): string {
  const counts = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const words of sentences) {
    if (words.length === 0) continue;
    const tokens = [BOS, ...words, EOS];
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i] !== BOS) bump(counts[0], tokens[i]);
      if (i >= 1) bump(counts[1], `${tokens[i - 1]} ${tokens[i]}`);
      if (i >= 2) bump(counts[2], `${tokens[i - 2]} ${tokens[i - 1]} ${tokens[i]}`);
    }
  }

  // Unigrams: maximum likelihood with a little mass spread evenly (no zero probabilities).
  const total = [...counts[0].values()].reduce((a, b) => a + b, 0);
  const vocab = [...counts[0].keys()].sort();
  const uni = new Map<string, number>();
  const floor = 0.1 / vocab.length;
  for (const w of vocab) uni.set(w, (counts[0].get(w)! / total) * 0.9 + floor);
  uni.set(BOS, 0); // never predicted

  // Context totals and distinct followers for discounting.
  const contextStats = (order: 1 | 2) => {
    const stats = new Map<string, { total: number; types: number }>();
    for (const [key, c] of counts[order]) {
      const context = key.slice(0, key.lastIndexOf(" "));
      const s = stats.get(context) ?? { total: 0, types: 0 };
      s.total += c;
      s.types += 1;
      stats.set(context, s);
    }
    return stats;
  };
  const biStats = contextStats(1);
  const triStats = contextStats(2);
  // <s> appears as a context once per sentence even though it is not counted as a unigram.
  const bi = new Map<string, number>();
  for (const [key, c] of counts[1]) {
    const context = key.split(" ")[0];
    bi.set(key, (c - DISCOUNT) / biStats.get(context)!.total);
  }
  const tri = new Map<string, number>();
  for (const [key, c] of counts[2]) {
    const context = key.slice(0, key.lastIndexOf(" "));
    tri.set(key, (c - DISCOUNT) / triStats.get(context)!.total);
  }

  // Back-off weight of a context h: left-over mass over the lower order's mass of unseen words.
  const followers = (map: Map<string, number>) => {
    const byContext = new Map<string, string[]>();
    for (const key of map.keys()) {
      const i = key.lastIndexOf(" ");
      const list = byContext.get(key.slice(0, i)) ?? [];
      list.push(key.slice(i + 1));
      byContext.set(key.slice(0, i), list);
    }
    return byContext;
  };
  const biFollowers = followers(bi);
  const triFollowers = followers(tri);
  const biProb = (a: string, b: string): number => {
    const p = bi.get(`${a} ${b}`);
    if (p !== undefined) return p;
    return (uniBackoff.get(a) ?? 1) * (uni.get(b) ?? 0);
  };
  const uniBackoff = new Map<string, number>();
  for (const w of [BOS, ...vocab]) {
    const seen = biFollowers.get(w);
    if (!seen) continue;
    const left = 1 - seen.reduce((s, b) => s + bi.get(`${w} ${b}`)!, 0);
    const lower = 1 - seen.reduce((s, b) => s + (uni.get(b) ?? 0), 0);
    uniBackoff.set(w, lower > 0 ? left / lower : 1);
  }
  const biBackoff = new Map<string, number>();
  for (const [context, seen] of triFollowers) {
    const [, b] = context.split(" ");
    const left = 1 - seen.reduce((s, c) => s + tri.get(`${context} ${c}`)!, 0);
    const lower = 1 - seen.reduce((s, c) => s + biProb(b, c), 0);
    biBackoff.set(context, lower > 0 ? left / lower : 1);
  }

  const lines = [
    "\\data\\",
    `ngram 1=${vocab.length + 1}`,
    `ngram 2=${bi.size}`,
    `ngram 3=${tri.size}`,
    "",
    "\\1-grams:",
  ];
  for (const w of [BOS, ...vocab]) {
    const bo = uniBackoff.get(w);
    lines.push(`${w === BOS ? "-99.0000" : log10(uni.get(w)!)}\t${w}${bo !== undefined ? `\t${log10(bo)}` : ""}`);
  }
  lines.push("", "\\2-grams:");
  for (const [key, p] of [...bi].sort()) {
    const bo = biBackoff.get(key);
    lines.push(`${log10(p)}\t${key}${bo !== undefined ? `\t${log10(bo)}` : ""}`);
  }
  lines.push("", "\\3-grams:");
  for (const [key, p] of [...tri].sort()) lines.push(`${log10(p)}\t${key}`);
  lines.push("", "\\end\\", "");
  return lines.join("\n");
}

/**
 * Picks the corpus words out of a CMU-format dictionary ("word PH ON ES", alternates as
 * "word(2) ..."). Sentences with a word the dictionary lacks are dropped by the caller.
 */
export function sliceDictionary(dictionary: string, words: ReadonlySet<string>): { text: string; known: Set<string> } {
  const out: string[] = [];
  const known = new Set<string>();
  for (const line of dictionary.split("\n")) {
    const space = line.indexOf(" ");
    if (space <= 0) continue;
    const head = line.slice(0, space);
    const word = head.replace(/\(\d+\)$/, "");
    if (words.has(word)) {
      out.push(line.trimEnd());
      known.add(word);
    }
  }
  return { text: `${out.join("\n")}\n`, known };
}
