/**
 * PostgreSQL text holds neither NUL characters nor lone UTF-16 surrogates. The server refuses
 * such text in any field with a 400 before it reaches the database (where it would be a 500).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what PostgreSQL text refuses.
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = "must not contain NUL characters or broken Unicode";

export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);

/** The path ("events.0.page", "" for the value itself) of the first string or key that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".");
  if (!value || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, "key"].join(".");
    const found = findUnstorableText(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
