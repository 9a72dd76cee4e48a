import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
// A comment must stand on its own: a reader of the code cannot open a document that is not in it.
const CITATION = "spec [§]|[§] ?[0-9]|[Ii]ssues? [0-9]+|Contract [0-9]+";

describe("comments", () => {
  it("cite no document outside the repository", () => {
    let found = "";
    try {
      found = execFileSync(
        "git",
        ["grep", "-nE", CITATION, "--", "app", "server", "common", "content", "scripts", "tests"],
        {
          cwd: root,
          encoding: "utf8",
        },
      );
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found.split("\n").filter(Boolean)).toEqual([]);
  });
});
