import { createHash, randomBytes } from "node:crypto";
import { eq, ne } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { trackingSalts } from "#server/db/schema";
import { clientKey } from "#server/lib/client-address";

/**
 * Salted hashes of visitor IP addresses. The salt is random, one per UTC day, shared by
 * every process through the database; yesterday's salt is deleted once today's exists,
 * so a stored hash can no longer be tied back to an address after the day is over. What is hashed
 * is the client's key (an IPv4 address, an IPv6 /64), so the flood guard and per-address
 * counts built on it see one client where a host rotates through its /64.
 */
const RECENT_ADDRESSES = 10_000;

export class IpHasher {
  private dayEndsAt = 0;
  private salt: Promise<string> | null = null;
  /** Today's salt once loaded: what hashNow hashes with. */
  private loadedSalt: string | null = null;
  /**
   * Recent addresses' hashes under `recentSalt`, so a visitor's beacons are hashed once, not
   * each time. Memory only, bounded, and dropped with the salt: nothing of it is ever stored.
   */
  private readonly recent = new Map<string, string>();
  private recentSalt = "";

  constructor(private readonly db: Db) {}

  async hash(address: string | undefined): Promise<string | null> {
    if (!address) return null;
    return this.hashNow(address) ?? this.hashWith(await this.todaysSalt(), address);
  }

  /**
   * The hash without waiting, once today's salt is loaded (undefined before): a beacon's hooks
   * then need no promise for it.
   */
  hashNow(address: string | undefined): string | null | undefined {
    if (!address) return null;
    if (Date.now() >= this.dayEndsAt || !this.loadedSalt) return undefined;
    return this.hashWith(this.loadedSalt, address);
  }

  private hashWith(salt: string, address: string): string {
    const ip = clientKey(address);
    if (salt !== this.recentSalt) {
      this.recent.clear();
      this.recentSalt = salt;
    }
    const known = this.recent.get(ip);
    if (known) return known;
    const hashed = createHash("sha256").update(salt).update(ip).digest("base64url").slice(0, 32);
    if (this.recent.size >= RECENT_ADDRESSES) this.recent.clear();
    this.recent.set(ip, hashed);
    return hashed;
  }

  private todaysSalt(): Promise<string> {
    const now = Date.now();
    if (now >= this.dayEndsAt || !this.salt) {
      const day = new Date(now).toISOString().slice(0, 10);
      const dayEndsAt = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
      this.dayEndsAt = dayEndsAt;
      this.loadedSalt = null;
      this.salt = this.load(day).then(
        (salt) => {
          if (this.dayEndsAt === dayEndsAt) this.loadedSalt = salt;
          return salt;
        },
        (error) => {
          this.salt = null;
          throw error;
        },
      );
    }
    return this.salt;
  }

  private async load(day: string): Promise<string> {
    await this.db
      .insert(trackingSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(trackingSalts).where(eq(trackingSalts.day, day));
    await this.db.delete(trackingSalts).where(ne(trackingSalts.day, day));
    return row.salt;
  }
}
