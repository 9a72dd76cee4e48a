import { afterEach, describe, expect, it } from "vitest";
import { localStore, sessionStore } from "./storage";

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
    expect(localStore.set("adminToken", "abc")).toBe(true);
    expect(local.getItem("adminToken")).toBe("abc");
    expect(sessionStore.get("adminToken")).toBeNull();
    expect(sessionStore.setJson("quiz", { step: 2, answers: { a: 1 } })).toBe(true);
    expect(session.getItem("quiz")).toBe('{"step":2,"answers":{"a":1}}');
    expect(sessionStore.getJson("quiz")).toEqual({ step: 2, answers: { a: 1 } });
    localStore.remove("adminToken");
    expect(localStore.get("adminToken")).toBeNull();
  });

  it("answers null for text that is not JSON", () => {
    g.window = { localStorage: new QuotaStorage(), sessionStorage: new QuotaStorage() };
    localStore.set("quiz", "{not json");
    expect(localStore.getJson("quiz")).toBeNull();
    expect(localStore.get("quiz")).toBe("{not json");
  });

  it("reports a full storage as false and keeps what was stored", () => {
    g.window = { localStorage: new QuotaStorage(16), sessionStorage: new QuotaStorage() };
    expect(localStore.set("a", "1")).toBe(true);
    expect(localStore.set("b", "x".repeat(100))).toBe(false);
    expect(localStore.setJson("b", { long: "x".repeat(100) })).toBe(false);
    expect(localStore.get("a")).toBe("1");
  });

  it("never throws where storage is blocked or missing", () => {
    g.window = Object.defineProperty({}, "localStorage", {
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(localStore.get("k")).toBeNull();
    expect(localStore.set("k", "v")).toBe(false);
    expect(() => localStore.remove("k")).not.toThrow();
    expect(localStore.getJson("k")).toBeNull();
    delete g.window;
    expect(sessionStore.get("k")).toBeNull();
    expect(sessionStore.setJson("k", 1)).toBe(false);
  });
});
