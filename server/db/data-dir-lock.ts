import fs from "node:fs";
import path from "node:path";

/** The file in a PGlite data folder naming the process that has it open. */
export const DATA_DIR_LOCK_FILE = "site-open-by.pid";

export class DataDirInUseError extends Error {}

/** Folders this process holds: a pid in the lock file equal to ours is ours only if listed here. */
const heldHere = new Set<string>();

/**
 * PGlite takes no lock of its own: a second process opens a folder already open and both write
 * to it, and what one of them wrote is lost (seen with PGlite 0.5). So whoever opens the folder
 * writes its pid here first, and a folder whose pid is alive is refused. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, DATA_DIR_LOCK_FILE);
  if (heldHere.has(folder)) throw new DataDirInUseError(inUseMessage(folder, process.pid));
  for (;;) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      // Our own pid here is left from an earlier run (a container restarts with the same pid).
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(inUseMessage(folder, holder));
      }
      fs.rmSync(file, { force: true });
    }
  }
  heldHere.add(folder);
  return () => {
    heldHere.delete(folder);
    fs.rmSync(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function inUseMessage(folder: string, pid: number): string {
  return (
    `The PGlite database in ${folder} is open in process ${pid} (the server, or another command). ` +
    "PGlite allows one process at a time: stop that process and try again. " +
    `If no such process is running, delete ${path.join(folder, DATA_DIR_LOCK_FILE)}.`
  );
}
