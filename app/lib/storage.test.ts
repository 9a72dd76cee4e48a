import { afterEach, describe, expect, it } from "vitest";
import { readStored, readStoredJson, removeStored, writeStored, writeStoredJson } from "./storage";

/** A Web Storage with a quota, as browsers have (Node has no window). */
class QuotaStorage {
  private items = new Map<string, string>();
  constructor(private readonly quotaChars = 64) {}
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((n, [k, v]) => n + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quotaChars) throw new DOMException("quota", "QuotaExceededError");
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const g = globalThis as { window?: unknown };
afterEach(() => {
  delete g.window;
});

describe("storage helper", () => {
  it("reads, writes and removes text and JSON in the right area", () => {
    const local = new QuotaStorage();
    const session = new QuotaStorage();
    g.window = { localStorage: local, sessionStorage: session };
    expect(writeStored("local", "adminToken", "abc")).toBe(true);
    expect(local.getItem("adminToken")).toBe("abc");
    expect(readStored("session", "adminToken")).toBeNull();
    expect(writeStoredJson("session", "quiz", { step: 2, answers: { a: 1 } })).toBe(true);
    expect(session.getItem("quiz")).toBe('{"step":2,"answers":{"a":1}}');
    expect(readStoredJson("session", "quiz")).toEqual({ step: 2, answers: { a: 1 } });
    removeStored("local", "adminToken");
    expect(readStored("local", "adminToken")).toBeNull();
  });

  it("answers null for text that is not JSON", () => {
    g.window = { localStorage: new QuotaStorage(), sessionStorage: new QuotaStorage() };
    writeStored("local", "quiz", "{not json");
    expect(readStoredJson("local", "quiz")).toBeNull();
    expect(readStored("local", "quiz")).toBe("{not json");
  });

  it("reports a full storage as false and keeps what was stored", () => {
    g.window = { localStorage: new QuotaStorage(16), sessionStorage: new QuotaStorage() };
    expect(writeStored("local", "a", "1")).toBe(true);
    expect(writeStored("local", "b", "x".repeat(100))).toBe(false);
    expect(writeStoredJson("local", "b", { long: "x".repeat(100) })).toBe(false);
    expect(readStored("local", "a")).toBe("1");
  });

  it("never throws where storage is blocked or missing", () => {
    g.window = Object.defineProperty({}, "localStorage", {
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(readStored("local", "k")).toBeNull();
    expect(writeStored("local", "k", "v")).toBe(false);
    expect(() => removeStored("local", "k")).not.toThrow();
    expect(readStoredJson("local", "k")).toBeNull();
    delete g.window;
    expect(readStored("session", "k")).toBeNull();
    expect(writeStoredJson("session", "k", 1)).toBe(false);
  });
});
