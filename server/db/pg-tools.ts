import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export class PgToolError extends Error {}

/**
 * Runs pg_dump or pg_restore (from PG_BIN when set, else from PATH) on the database of `url`.
 * The password goes in the environment, not the command line, where `ps` would show it.
 */
export async function runPgTool(tool: "pg_dump" | "pg_restore", url: string, args: string[]): Promise<void> {
  const { command, major } = await findPgTool(tool);
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  if (tool === "pg_dump") await requireServerAtMost(major, tool, url);
  try {
    await run(command, [...args, "--no-password", `--dbname=${address.toString()}`], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new PgToolError(`${tool} failed: ${stderr || String(error)}`);
  }
}

async function findPgTool(tool: string): Promise<{ command: string; major: number }> {
  const command = process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool;
  let version: string;
  try {
    version = (await run(command, ["--version"])).stdout;
  } catch {
    throw new PgToolError(
      `${tool} was not found${process.env.PG_BIN ? ` in PG_BIN (${process.env.PG_BIN})` : " on the PATH"}. ` +
        "Install the PostgreSQL client tools (the same major version as the server or newer), " +
        "or set PG_BIN to the folder that holds them.",
    );
  }
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  if (!major) throw new PgToolError(`Could not read the version of ${command}: ${version.trim()}`);
  return { command, major };
}

/** pg_dump refuses a newer server with a terse message; say which tools to install instead. */
async function requireServerAtMost(major: number, tool: string, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    const serverMajor = Math.floor(Number(rows[0].server_version_num) / 10_000);
    if (serverMajor > major) {
      throw new PgToolError(
        `${tool} is version ${major} but the server is PostgreSQL ${serverMajor}: ` +
          `install the PostgreSQL ${serverMajor} client tools (or set PG_BIN to them).`,
      );
    }
  } finally {
    await client.end();
  }
}
