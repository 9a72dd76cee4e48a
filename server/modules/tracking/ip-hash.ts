import { createHash, randomBytes } from "node:crypto";
import { eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trackingSalts } from "../../db/schema/index";

/**
 * Salted hashes of visitor IP addresses. The salt is random, one per UTC day, shared by
 * every process through the database; yesterday's salt is deleted once today's exists,
 * so a stored hash can no longer be tied back to an address after the day is over.
 */
export class IpHasher {
  private day = "";
  private salt: Promise<string> | null = null;

  constructor(private readonly db: Db) {}

  async hash(ip: string | undefined): Promise<string | null> {
    if (!ip) return null;
    const salt = await this.todaysSalt();
    return createHash("sha256").update(salt).update(ip).digest("base64url").slice(0, 32);
  }

  private todaysSalt(): Promise<string> {
    const day = new Date().toISOString().slice(0, 10);
    if (day !== this.day || !this.salt) {
      this.day = day;
      this.salt = this.load(day).catch((error) => {
        this.salt = null;
        throw error;
      });
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
