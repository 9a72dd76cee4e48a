/**
 * Safe access to localStorage and sessionStorage. Storage may be missing (prerendering),
 * blocked (privacy modes, sandboxed frames, disabled cookies) or full: reads then answer null
 * and writes report false, so no feature breaks because the browser will not remember.
 */
export interface SafeStorage {
  /** The stored text, or null when there is none or storage cannot be read. */
  get(key: string): string | null;
  /** Stores the text; false when storage is blocked or full. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** The stored JSON value parsed, or null when absent, unreadable or not valid JSON. */
  getJson(key: string): unknown;
  /** Stores the value as JSON; false when storage is blocked or full. */
  setJson(key: string, value: unknown): boolean;
}

type Area = "localStorage" | "sessionStorage";

function area(name: Area): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[name];
  } catch {
    // Reading the property itself throws where storage is disabled.
    return null;
  }
}

function safeStorage(name: Area): SafeStorage {
  const store: SafeStorage = {
    get(key) {
      try {
        return area(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const s = area(name);
        if (!s) return false;
        s.setItem(key, value);
        return true;
      } catch {
        // QuotaExceededError, or a privacy mode that refuses writes.
        return false;
      }
    },
    remove(key) {
      try {
        area(name)?.removeItem(key);
      } catch {
        // Nothing stored can be reached, so nothing is left to remove.
      }
    },
    getJson(key) {
      const raw = store.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      return store.set(key, JSON.stringify(value));
    },
  };
  return store;
}

/** Kept across visits in this browser. */
export const localStore = safeStorage("localStorage");
/** Kept for this tab's session only. */
export const sessionStore = safeStorage("sessionStorage");
