/**
 * Creates an admin account: `npm run admin:create -- --email you@example.com [--password …]`.
 * Without --password the password is asked for (hidden when typed in a terminal, or read
 * from the first line of standard input). Uses DATABASE_URL, or the PGlite database in
 * DATA_DIR (stop the server first: PGlite allows one process at a time). The account is an owner
 * of the team: whoever runs this holds the database anyway, and it is the way back in when no
 * owner can sign in.
 */
import readline from "node:readline";
import { parseArgs } from "node:util";
import { createAdminSchema } from "#common/admin";
import { ConfigError, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { HttpError } from "#server/lib/http-errors";
import { createAdmin } from "#server/modules/auth/service";

function ask(question: string, hidden: boolean): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: hidden });
    if (hidden) {
      // Echo nothing of what is typed after the question.
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      let asked = false;
      output._writeToOutput = (s: string) => {
        if (!asked) {
          process.stdout.write(s);
          asked = true;
        }
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log("Usage: npm run admin:create -- --email you@example.com [--password '…']");
    return 0;
  }
  const email = values.email ?? (await ask("E-mail: ", false));
  let password = values.password;
  if (password === undefined) {
    const tty = Boolean(process.stdin.isTTY);
    password = await ask("Password (at least 12 characters): ", tty);
    if (tty && (await ask("Repeat the password: ", true)) !== password) {
      console.error("The two passwords differ; no admin was created.");
      return 1;
    }
  }
  // The console's form also asks for the signed-in admin's password; here there is none to ask.
  const parsed = createAdminSchema.pick({ email: true, password: true }).safeParse({ email, password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
    return 1;
  }

  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      config.DATABASE_URL
        ? { driver: "postgres", url: config.DATABASE_URL }
        : { driver: "pglite", dataDir: config.dataDir },
    );
  } catch (error) {
    console.error(
      `Could not open the database${config.DATABASE_URL ? "" : ` in ${config.dataDir} (is the server running? stop it first)`}: ${String(error)}`,
    );
    return 1;
  }
  try {
    await runMigrations(database);
    const created = await createAdmin(
      database.db,
      parsed.data.email,
      parsed.data.password,
      {
        id: null,
        email: "npm run admin:create",
      },
      "owner",
    );
    console.log(`Created admin ${created.email}. Sign in at /admin/login.`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
