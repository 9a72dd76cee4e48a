/**
 * The shape a JSON body may have. No endpoint needs more than a few levels of nesting, nor more
 * than a few thousand values (the largest, a client sync, holds about 2,000); the limits refuse a
 * body nested 100,000 levels deep, or made of 80,000 tiny arrays, before anything parses or walks it.
 */
const MAX_JSON_DEPTH = 32;
const MAX_JSON_VALUES = 5_000;
const TOO_DEEP_MESSAGE = "body: nested too deeply";
const TOO_MANY_VALUES_MESSAGE = `body: holds more than ${MAX_JSON_VALUES} values`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * What is wrong with the shape of JSON text (as UTF-8 bytes), or null: nesting deeper than
 * `MAX_JSON_DEPTH`, or more than `MAX_JSON_VALUES` values (counted as commas and opened arrays
 * and objects). One pass over the bytes, skipping strings; the structural characters are ASCII,
 * which never occurs inside a multi-byte UTF-8 sequence. Malformed text is left to the parser.
 */
export function jsonShapeProblem(bytes: Uint8Array): string | null {
  let depth = 0;
  let values = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      i = closingQuote(bytes, i);
      if (i < 0) return null;
    } else if (byte === COMMA) {
      if (++values > MAX_JSON_VALUES) return TOO_MANY_VALUES_MESSAGE;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
      if (++values > MAX_JSON_VALUES) return TOO_MANY_VALUES_MESSAGE;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return null;
}

/** Where the string opened at `open` ends (-1: never), found with the native search, not byte by byte. */
function closingQuote(bytes: Uint8Array, open: number): number {
  for (let at = bytes.indexOf(QUOTE, open + 1); at >= 0; at = bytes.indexOf(QUOTE, at + 1)) {
    let backslashes = 0;
    while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}
