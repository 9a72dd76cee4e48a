import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimDataDir, DATA_DIR_LOCK_FILE, DataDirInUseError } from "./data-dir-lock";

describe("one process per PGlite data folder", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));
  const lockFile = path.join(folder, DATA_DIR_LOCK_FILE);
  afterEach(() => fs.rmSync(lockFile, { force: true }));

  it("refuses a folder a live process holds, and names it", () => {
    // The test runner's parent is alive for as long as this test runs.
    fs.writeFileSync(lockFile, `${process.ppid}\n`);
    expect(() => claimDataDir(folder)).toThrow(DataDirInUseError);
    expect(() => claimDataDir(folder)).toThrow(`open in process ${process.ppid}`);
  });

  it("takes over the file of a process that died without releasing it", () => {
    fs.writeFileSync(lockFile, "2147483646\n");
    const release = claimDataDir(folder);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(`${process.pid}\n`);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("refuses a second claim in the same process until the first is released", () => {
    const release = claimDataDir(folder);
    expect(() => claimDataDir(folder)).toThrow(DataDirInUseError);
    release();
    claimDataDir(folder)();
  });
});
