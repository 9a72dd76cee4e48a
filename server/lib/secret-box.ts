import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Small secrets kept in the database but useless without the server's JWT_SECRET: AES-256-GCM
 * under a key derived (HKDF) from that secret and a purpose, stored as `v1.<iv>.<tag>.<data>`
 * (base64url). A copy of the database alone yields none of them.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync("sha256", serverSecret, "", `custom-ai-site ${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  /** The plain text, or null when the box was sealed under another key or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split(".");
    if (version !== "v1" || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }

  /** A keyed digest (HMAC-SHA-256) of a value that must be compared, never read back. */
  digest(value: string): string {
    return createHmac("sha256", this.#key).update(value).digest("base64url");
  }
}
