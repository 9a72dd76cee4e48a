import { eq, sql } from "drizzle-orm";
import {
  DEFAULT_SALES_CURRENCY,
  SALES_CURRENCIES,
  SALES_CURRENCY_SETTING,
  type SalesCurrency,
  type SalesSettings,
} from "#common/revenue";
import type { Db } from "#server/db/client";
import { appSettings } from "#server/db/schema/settings";
import { type AuditActor, writeAudit } from "#server/lib/audit";

/** The currency deal values are kept in: a setting, so a team outside the US sees its own. */
export async function salesCurrency(db: Db): Promise<SalesCurrency> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SALES_CURRENCY_SETTING));
  const value = row?.value;
  return (SALES_CURRENCIES as readonly unknown[]).includes(value) ? (value as SalesCurrency) : DEFAULT_SALES_CURRENCY;
}

/**
 * Changes the currency. Values already entered are not converted: the setting names the unit they
 * were entered in, so it is meant to be chosen once, before the team enters values.
 */
export async function saveSalesSettings(db: Db, next: SalesSettings, actor: AuditActor): Promise<SalesSettings> {
  const before = await salesCurrency(db);
  if (before === next.currency) return next;
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: SALES_CURRENCY_SETTING, value: next.currency })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    await writeAudit(tx as unknown as Db, actor, "sales.settings_changed", {
      currency: { from: before, to: next.currency },
    });
  });
  return next;
}
