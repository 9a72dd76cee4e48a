/**
 * Safe access to localStorage ("local", kept across visits) and sessionStorage ("session", this
 * tab only). Storage may be missing (prerendering), blocked (privacy modes, sandboxed frames,
 * disabled cookies) or full: reads then answer null and writes report false, so no feature
 * breaks because the browser will not remember. Plain functions, so a page bundles only the
 * ones it calls (the tracker has a tight size budget).
 */
type StorageArea = "local" | "session";

// Each access is in a try: without a window (prerendering) or with storage disabled, even
// reading the property throws.
const area = (name: StorageArea): Storage => window[`${name}Storage`];

/** The stored text, or null when there is none or storage cannot be read. */
export function readStored(name: StorageArea, key: string): string | null {
  try {
    return area(name).getItem(key);
  } catch {
    return null;
  }
}

/** Stores the text; false when storage is missing, blocked or full (QuotaExceededError). */
export function writeStored(name: StorageArea, key: string, value: string): boolean {
  try {
    area(name).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(name: StorageArea, key: string): void {
  try {
    area(name).removeItem(key);
  } catch {
    // Storage that cannot be reached holds nothing to remove.
  }
}

/** The stored JSON value parsed, or null when absent, unreadable or not valid JSON. */
export function readStoredJson(name: StorageArea, key: string): unknown {
  try {
    return JSON.parse(readStored(name, key) ?? "null") as unknown;
  } catch {
    return null;
  }
}

/** Stores the value as JSON; false when storage is missing, blocked or full. */
export function writeStoredJson(name: StorageArea, key: string, value: unknown): boolean {
  return writeStored(name, key, JSON.stringify(value));
}
