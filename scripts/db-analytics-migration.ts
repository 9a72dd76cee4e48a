// `npm run db:analytics`: after a change to server/modules/analytics/analytics-sql.ts, adds a migration
// (number, journal entry and snapshot from drizzle-kit) that installs the functions as they are now.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "#server/db/migrate";
import { analyticsFunctionsMigration } from "#server/modules/analytics/analytics-sql";

execFileSync("npx", ["drizzle-kit", "generate", "--custom", "--name", "analytics_functions"], { stdio: "inherit" });
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const file = path.join(migrationsFolder, `${journal.entries.at(-1)?.tag}.sql`);
fs.writeFileSync(file, analyticsFunctionsMigration());
console.log(`Wrote the analytics functions to ${path.relative(process.cwd(), file)}.`);
