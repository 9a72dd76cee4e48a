import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { sampleContact } from "#server/modules/contact/test-fixtures";
import {
  createScratchDatabase,
  createTestApp,
  migrationsBefore,
  openTestDatabase,
  registerConfirmedPartner,
  type TestContext,
  testDatabases,
} from "#server/test-support";
import {
  type BackupTarget,
  backupDatabase,
  pruneBackups,
  restoreDatabase,
  type TableFingerprint,
  tableFingerprints,
} from "./backup";
import { openDatabase } from "./client";
import { DataDirInUseError } from "./data-dir-lock";
import { migrationsFolder, runMigrations } from "./migrate";

const ADMIN = { email: "owner@admin.test", password: "owner password 123" };

/** A visitor, a lead worked on by an admin, a second admin and a partner: rows in most tables. */
async function seed(ctx: TestContext): Promise<void> {
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const res = await response;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return JSON.parse(res.body || "null");
  };
  const token = (await ok(ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN }))).token;
  const auth = { authorization: `Bearer ${token}` };
  const clientId = randomUUID();
  const now = new Date().toISOString();
  const synced = await ctx.app.inject({
    method: "POST",
    url: "/api/client/sync",
    headers: { "user-agent": BROWSER_UA },
    payload: {
      id: clientId,
      visitCount: 1,
      firstVisit: now,
      lastVisit: now,
      pageViews: ["/"],
      formSubmissions: [],
      consultationRequests: 0,
      leadScore: 0,
    },
  });
  expect(synced.statusCode, synced.body).toBe(200);
  const visitor = {
    "user-agent": BROWSER_UA,
    cookie: synced.cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
  };
  const sessionId = `sess_backup${randomUUID().slice(0, 8)}_${Date.now()}`;
  const event = { clientId, sessionId, timestamp: now, page: "/" };
  await ok(
    ctx.app.inject({
      method: "POST",
      url: "/api/journey/events",
      headers: visitor,
      payload: {
        events: [
          { ...event, id: randomUUID(), eventType: "page_view" },
          { ...event, id: randomUUID(), eventType: "button_click", element: "Book a call" },
        ],
      },
    }),
  );
  const contact = await ok(
    ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: visitor,
      payload: { ...sampleContact, message: "Ünïcode, 'quotes', and\na new line.", clientId },
    }),
  );
  const lead = `/api/admin/leads/contact:${contact.id}`;
  await ok(
    ctx.app.inject({
      method: "PATCH",
      url: lead,
      headers: auth,
      payload: { status: "contacted", followUpOn: "2031-03-04" },
    }),
  );
  await ok(ctx.app.inject({ method: "POST", url: `${lead}/notes`, headers: auth, payload: { body: "Wants a demo." } }));
  await ok(
    ctx.app.inject({
      method: "POST",
      url: "/api/admin/admins",
      headers: auth,
      payload: {
        email: "sales@admin.test",
        password: "sales password 123",
        currentPassword: ADMIN.password,
        role: "sales",
      },
    }),
  );
  await registerConfirmedPartner(ctx, {
    name: "Dana Partner",
    email: "dana@partners.example",
    password: "long enough password",
    company: "Partner Studio",
    website: "https://partners.example",
    promotionMethod: "Newsletter to 4,000 operations managers and a monthly webinar.",
    payoutEmail: "payouts@partners.example",
  });
}

async function changeAnAdmin(target: BackupTarget): Promise<void> {
  const database = await openDatabase(
    target.databaseUrl
      ? { driver: "postgres", url: target.databaseUrl }
      : { driver: "pglite", dataDir: target.dataDir },
  );
  try {
    await database.db.execute(sql`UPDATE admins SET email = 'changed@admin.test' WHERE email = 'sales@admin.test'`);
  } finally {
    await database.close();
  }
}

/** Everything but the tables' checksums is printed by a failure; the checksums say whether the rows match. */
const nonEmpty = (tables: TableFingerprint[]) => tables.filter((t) => t.rows > 0).length;

describe.each(testDatabases)("backup and restore on %s", (driver) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  const cleanUp: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("backs up, wipes, restores and finds every table as it was", async () => {
    const ctx = await createTestApp(
      driver,
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: path.join(folder, "data") },
      // No background job may change a row between the snapshot and the backup.
      { pgliteOnDisk: true, jobs: { timers: false } },
    );
    cleanUp.push(() => ctx.close());
    await seed(ctx);
    const before = await tableFingerprints(ctx.database);
    expect(nonEmpty(before)).toBeGreaterThanOrEqual(15);
    const target: BackupTarget = {
      databaseUrl: ctx.databaseUrl,
      dataDir: ctx.config.dataDir,
      backupDir: path.join(folder, "backups"),
    };

    if (driver === "pglite") {
      // Two processes on one PGlite folder lose writes: the backup waits for the server to stop.
      await expect(backupDatabase(target)).rejects.toThrow(DataDirInUseError);
      await ctx.app.close();
      await ctx.database.close();
    }
    const backup = await backupDatabase(target);
    expect(backup.tables).toEqual(before);
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
    await expect(restoreDatabase(target, backup.file)).rejects.toThrow(/already holds \d+ rows.*--force/);

    // The wipe: a new, empty database (PostgreSQL migrated, as a server started on it leaves it), or no folder.
    let restoreInto: BackupTarget;
    if (driver === "postgres") {
      const fresh = await openTestDatabase("postgres");
      cleanUp.push(fresh.drop);
      await fresh.database.close();
      restoreInto = { ...target, databaseUrl: fresh.url };
    } else {
      fs.rmSync(target.dataDir, { recursive: true });
      restoreInto = target;
    }
    const restored = await restoreDatabase(restoreInto, backup.file);
    expect(restored.keptAside).toBeUndefined();
    expect(restored.tables).toEqual(before);

    // Over data that changed since the backup: only with --force, and the changed data kept aside.
    await changeAnAdmin(restoreInto);
    const forced = await restoreDatabase(restoreInto, backup.file, { force: true });
    expect(forced.tables).toEqual(before);
    expect(fs.existsSync(forced.keptAside!)).toBe(true);
  }, 180_000);

  // PostgreSQL only: an older schema on PGlite means migrating a new PGlite from nothing, many seconds more.
  it.runIf(driver === "postgres")("brings a backup of an older schema up to the current one", async () => {
    const entries = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")).entries as {
      tag: string;
    }[];
    const lastMigration = entries.length;
    // The schema just before members had roles: its admin must come back an owner.
    const beforeRoles = entries.findIndex((e) => e.tag === "0028_team_roles");
    const old = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    cleanUp.push(old.drop);
    const database = await openDatabase({ driver: "postgres", url: old.url, poolSize: 2 });
    const older = migrationsBefore(beforeRoles);
    await runMigrations(database, older);
    fs.rmSync(older, { recursive: true });
    await database.db.execute(sql`INSERT INTO admins (email, password_hash) VALUES ('old@admin.test', 'x')`);
    const then = await tableFingerprints(database);
    await database.close();
    const target: BackupTarget = { databaseUrl: old.url, dataDir: folder, backupDir: path.join(folder, "older") };
    const backup = await backupDatabase(target);

    // Into a database a current server has migrated: its newer tables go, and come back through the migrations.
    const current = await openTestDatabase("postgres");
    cleanUp.push(current.drop);
    const now = await tableFingerprints(current.database);
    await current.database.close();
    const restored = await restoreDatabase({ ...target, databaseUrl: current.url }, backup.file);

    expect(then.length).toBeLessThan(now.length);
    expect(restored.tables.map((t) => t.table)).toEqual(now.map((t) => t.table));
    const rowsOf = (tables: TableFingerprint[], name: string) => tables.find((t) => t.table === name);
    expect(rowsOf(restored.tables, "drizzle.__drizzle_migrations")?.rows).toBe(lastMigration);
    expect(rowsOf(restored.tables, "public.admins")?.rows).toBe(rowsOf(then, "public.admins")?.rows);
    // The admin of the older schema is back, brought up to the current one (roles came later: an owner).
    const back = await openDatabase({ driver: "postgres", url: current.url as string, poolSize: 1 });
    cleanUp.push(() => back.close());
    const admins = (await back.db.execute(sql`SELECT email, password_hash, role FROM admins`)) as unknown as {
      rows: unknown[];
    };
    expect(admins.rows).toEqual([{ email: "old@admin.test", password_hash: "x", role: "owner" }]);
  });
});

describe("backup --keep", () => {
  it("deletes all but the newest backups it named, and nothing else in the folder", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-keep-"));
    const names = [
      "site-2026-01-01T00-00-00Z.dump",
      "site-2026-03-01T00-00-00Z.tar.gz",
      "site-2026-02-01T00-00-00Z.dump",
      "pre-restore-2025-01-01T00-00-00Z.dump",
      "site-2025-12-31T00-00-00Z.dump.partial",
      "notes.txt",
    ];
    for (const name of names) fs.writeFileSync(path.join(folder, name), "");
    try {
      expect(pruneBackups(folder, 2)).toEqual([path.join(folder, "site-2026-01-01T00-00-00Z.dump")]);
      expect(fs.readdirSync(folder).sort()).toEqual(names.filter((n) => !n.startsWith("site-2026-01")).sort());
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
