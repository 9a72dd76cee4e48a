import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { migrationsFolder } from "#server/db/migrate";
import { rows } from "#server/lib/sql";
import { openTestDatabase, testDatabases } from "#server/test-support";
import { analyticsFunctionsMigration } from "./analytics-sql";

/** The module's statements, one per function. */
const ANALYTICS_FUNCTIONS = analyticsFunctionsMigration().trimEnd().split("--> statement-breakpoint\n");
const FUNCTION_NAME = /CREATE (?:OR REPLACE )?FUNCTION (\w+)\(/;
const nameOf = (statement: string) => FUNCTION_NAME.exec(statement)?.[1] ?? "";
const bodyOf = (statement: string) => statement.slice(statement.indexOf("$$") + 2, statement.lastIndexOf("$$"));

/** The newest definition of each function across the migrations, in the order they are applied. */
function newestDefinitions(): Map<string, string> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const definitions = new Map<string, string>();
  for (const { tag } of journal.entries) {
    const statements = fs
      .readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8")
      .split("--> statement-breakpoint");
    for (const statement of statements) {
      // A statement may start with comment lines; the definition is what follows them.
      const definition = statement.trim().replace(/^(--[^\n]*\n)+/, "");
      if (FUNCTION_NAME.test(definition) && definition.startsWith("CREATE"))
        definitions.set(nameOf(definition), definition);
    }
  }
  return definitions;
}

describe("the analytics SQL module and the migrations", () => {
  it("has every function's newest migration copy equal to the module's text (else: npm run db:analytics)", () => {
    const newest = newestDefinitions();
    for (const statement of ANALYTICS_FUNCTIONS) {
      expect(newest.get(nameOf(statement)), nameOf(statement)).toBe(statement);
    }
    expect([...newest.keys()].filter((name) => name.startsWith("analytics_")).sort()).toEqual(
      ANALYTICS_FUNCTIONS.map(nameOf).sort(),
    );
  });
});

describe.each(testDatabases)("the analytics functions in a migrated database (%s)", (driver) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
  });
  afterAll(async () => {
    await drop();
  });

  it("runs exactly the module's function bodies", async () => {
    const installed = await rows<{ proname: string; prosrc: string }>(
      database.db,
      sql`SELECT proname, prosrc FROM pg_proc WHERE proname LIKE 'analytics\\_%' ORDER BY proname`,
    );
    expect(Object.fromEntries(installed.map((row) => [row.proname, row.prosrc]))).toEqual(
      Object.fromEntries(ANALYTICS_FUNCTIONS.map((statement) => [nameOf(statement), bodyOf(statement)])),
    );
  });
});
