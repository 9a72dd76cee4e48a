/**
 * PostgreSQL text holds neither NUL characters nor lone UTF-16 surrogates. The server refuses
 * such text in any field with a 400 before it reaches the database (where it would be a 500).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what PostgreSQL text refuses.
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = "must not contain NUL characters or broken Unicode";

export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);

/** A value met in the walk; its parent link lets the path be built only once a bad value is found. */
interface Visit {
  value: unknown;
  /** Its key in an object (checked itself), or its index in an array. */
  key: string | number;
  parent: Visit | null;
}

const pathOf = (visit: Visit | null, last?: string): string => {
  const keys = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) keys.push(String(at.key));
  return keys.reverse().join(".");
};

/**
 * The path ("events.0.page", "" for the value itself) of the first string or key that cannot be
 * stored, or null. Iterative, and each value is visited once, so any shape costs time in
 * proportion to its size (a recursive walk copying the path cost the square of the depth).
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: "", parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    if (typeof visit.key === "string" && visit.parent && !isStorableText(visit.key)) return pathOf(visit.parent, "key");
    const current = visit.value;
    if (typeof current === "string") {
      if (!isStorableText(current)) return pathOf(visit);
      continue;
    }
    if (!current || typeof current !== "object") continue;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
      continue;
    }
    const keys = Object.keys(current);
    // Pushed in reverse, so entries (each key checked as its entry is reached) come off in order.
    for (let i = keys.length - 1; i >= 0; i--) {
      stack.push({ value: (current as Record<string, unknown>)[keys[i]], key: keys[i], parent: visit });
    }
  }
  return null;
}
