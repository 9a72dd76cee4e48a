import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { rows } from "#server/lib/sql";
import { createScratchDatabase, migrationsBefore, testDatabases } from "#server/test-support";
import { syncPeople } from "./people";

/** The migration that made people of leads. */
const PEOPLE_MIGRATION = 24;

/**
 * Upgrading a database whose leads hold duplicates: one person's three leads (the e-mail in
 * different cases and spacing, one of them only on the visitor record) become one deal with the
 * most advanced status and the latest owner, and every note stays.
 */
describe.each(testDatabases)("the people migration on %s", (driver) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  const at = (iso: string) => sql`${iso}::timestamptz`;

  beforeAll(async () => {
    if (driver === "pglite") {
      database = await openDatabase({ driver: "pglite" });
      cleanup = () => database.close();
    } else {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 2 });
      cleanup = async () => {
        await database.close();
        await scratch.drop();
      };
    }
    const older = migrationsBefore(PEOPLE_MIGRATION);
    await runMigrations(database, older);
    fs.rmSync(older, { recursive: true });

    const { db } = database;
    await db.execute(sql`INSERT INTO admins (id, email, password_hash) VALUES
      ('a0000000-0000-4000-8000-000000000001', 'first@admin.test', 'x'),
      ('a0000000-0000-4000-8000-000000000002', 'second@admin.test', 'x')`);
    await db.execute(sql`INSERT INTO clients (id, email, first_visit, last_visit) VALUES
      ('client-lee', 'Lee@Harbour.example', now(), now())`);
    await db.execute(sql`INSERT INTO contact_messages (id, name, email, interest, message, created_at) VALUES
      ('c0000000-0000-4000-8000-000000000001', 'Lee Chan', 'lee@harbour.example', 'voice', 'First message', ${at("2026-01-05T09:00:00Z")}),
      ('c0000000-0000-4000-8000-000000000002', 'Lee Chan', '  LEE@harbour.example ', 'voice', 'Second message', ${at("2026-02-05T09:00:00Z")}),
      ('c0000000-0000-4000-8000-000000000003', 'Max Roth', 'max@roth.example', 'seo', 'Someone else', ${at("2026-02-06T09:00:00Z")})`);
    // A readiness assessment: its e-mail is only on the visitor record.
    await db.execute(sql`INSERT INTO funnel_events (id, client_id, session_id, funnel_type, stage, conversion_value, occurred_at) VALUES
      ('funnel-lee', 'client-lee', 'sess_lee_1767000000000', 'ai_readiness_assessment', 'purchase', 70, ${at("2026-03-01T09:00:00Z")})`);
    // Lee: Contacted by the first admin (changed first), Proposal with no owner, Qualified by the second admin (changed last).
    await db.execute(sql`INSERT INTO lead_workflow (lead_id, status, owner_id, follow_up_on, deal_value, first_response_at, qualified_at, updated_at) VALUES
      ('contact:c0000000-0000-4000-8000-000000000001', 'contacted', 'a0000000-0000-4000-8000-000000000001', '2026-04-01', NULL, ${at("2026-01-06T09:00:00Z")}, NULL, ${at("2026-01-07T09:00:00Z")}),
      ('contact:c0000000-0000-4000-8000-000000000002', 'proposal', NULL, NULL, 24000, ${at("2026-02-06T10:00:00Z")}, ${at("2026-02-08T09:00:00Z")}, ${at("2026-02-10T09:00:00Z")}),
      ('readiness:funnel-lee', 'qualified', 'a0000000-0000-4000-8000-000000000002', NULL, NULL, ${at("2026-03-02T09:00:00Z")}, ${at("2026-03-02T09:00:00Z")}, ${at("2026-03-03T09:00:00Z")}),
      ('contact:c0000000-0000-4000-8000-000000000003', 'won', 'a0000000-0000-4000-8000-000000000001', NULL, 5000, ${at("2026-02-07T09:00:00Z")}, ${at("2026-02-07T09:00:00Z")}, ${at("2026-02-09T09:00:00Z")})`);
    await db.execute(sql`INSERT INTO lead_notes (lead_id, author_email, body) VALUES
      ('contact:c0000000-0000-4000-8000-000000000001', 'first@admin.test', 'Called Lee'),
      ('readiness:funnel-lee', 'second@admin.test', 'Lee took the quiz'),
      ('contact:c0000000-0000-4000-8000-000000000003', 'first@admin.test', 'Max signed')`);

    await runMigrations(database);
  });
  afterAll(() => cleanup());

  it("keeps one deal per person: the most advanced status, the latest owner, the earliest answer", async () => {
    const deals = await rows<Record<string, unknown>>(
      database.db,
      sql`SELECT lead_id, status, owner_id, to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on, deal_value,
                 first_response_at, qualified_at FROM lead_workflow ORDER BY lead_id`,
    );
    expect(deals).toHaveLength(2);
    const [lee, max] = deals;
    expect(lee).toMatchObject({
      lead_id: "contact:c0000000-0000-4000-8000-000000000002",
      status: "proposal",
      owner_id: "a0000000-0000-4000-8000-000000000002",
      follow_up_on: "2026-04-01",
    });
    expect(Number(lee.deal_value)).toBe(24000);
    expect(new Date(lee.first_response_at as string).toISOString()).toBe("2026-01-06T09:00:00.000Z");
    expect(new Date(lee.qualified_at as string).toISOString()).toBe("2026-02-08T09:00:00.000Z");
    expect(max).toMatchObject({ lead_id: "contact:c0000000-0000-4000-8000-000000000003", status: "won" });
  });

  it("keeps every enquiry and every note, each note on its person's deal", async () => {
    const notes = await rows<{ body: string; lead_id: string }>(
      database.db,
      sql`SELECT n.body, w.lead_id FROM lead_notes n JOIN lead_workflow w ON w.id = n.deal_id ORDER BY n.body`,
    );
    expect(notes).toEqual([
      { body: "Called Lee", lead_id: "contact:c0000000-0000-4000-8000-000000000002" },
      { body: "Lee took the quiz", lead_id: "contact:c0000000-0000-4000-8000-000000000002" },
      { body: "Max signed", lead_id: "contact:c0000000-0000-4000-8000-000000000003" },
    ]);
    const [{ n }] = await rows<{ n: unknown }>(database.db, sql`SELECT count(*) AS n FROM contact_messages`);
    expect(Number(n)).toBe(3);
    const leftovers = await rows(
      database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'lead_migration%'`,
    );
    expect(leftovers).toEqual([]);
  });

  it("sorts every enquiry into its person on the first look after the upgrade", async () => {
    await syncPeople(database.db);
    const people = await rows<{ person_key: string; enquiries: number; lead_id: string; status: string }>(
      database.db,
      sql`SELECT p.person_key, p.enquiries, p.lead_id, w.status FROM lead_people p
          LEFT JOIN lead_workflow w ON w.id = p.deal_id ORDER BY p.person_key`,
    );
    expect(people).toEqual([
      { person_key: "email:lee@harbour.example", enquiries: 3, lead_id: "readiness:funnel-lee", status: "proposal" },
      {
        person_key: "email:max@roth.example",
        enquiries: 1,
        lead_id: "contact:c0000000-0000-4000-8000-000000000003",
        status: "won",
      },
    ]);
  });
});
