import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{rows}`). */
export async function rows<T = Record<string, unknown>>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Values as an SQL list, `('a', 'b')`, for `IN`: each one a bound parameter. */
export const sqlList = (values: readonly unknown[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A count or sum from the database (bigint and numeric come back as strings on node-postgres). */
export const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : num(value));

/** A timestamp from either driver as an ISO string. */
export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** Start of a UTC day `YYYY-MM-DD`. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A date range of whole UTC days [from, to] as [start, end) instants; by default the last 30 days. */
export function resolveRange(range: { from?: string; to?: string }, now = new Date(), defaultDays = 30) {
  const to = range.to ?? utcDay(now);
  const from = range.from ?? utcDay(new Date(dayStart(to).getTime() - (defaultDays - 1) * 86_400_000));
  return { from, to, start: dayStart(from), end: new Date(dayStart(to).getTime() + 86_400_000) };
}
