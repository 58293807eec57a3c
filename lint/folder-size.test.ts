import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A folder says what is inside it (ADR 0051): no folder under app/ holds more than 20 files at its
 * top level. A folder that outgrows it is split by concern, the way `domains/accounts` is.
 */
const MAX_FILES = 20;
const appFolder = path.resolve(import.meta.dirname, "../app");
/**
 * Written by drizzle-kit, one SQL file and one snapshot per migration, where its migrator reads
 * them: a list that only grows, with no concern to split by.
 */
const generated = new Set([path.join(appFolder, "db", "migrations"), path.join(appFolder, "db", "migrations", "meta")]);

function crowdedFolders(folder: string): string[] {
  const entries = readdirSync(folder, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).length;
  const here = files > MAX_FILES && !generated.has(folder) ? [`${path.relative(appFolder, folder) || "."}: ${files} files`] : [];
  const below = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith("+")).flatMap((entry) => crowdedFolders(path.join(folder, entry.name)));
  return [...here, ...below];
}

describe("the folders of app/", () => {
  it(`hold at most ${MAX_FILES} files each at their top level`, () => {
    expect(crowdedFolders(appFolder)).toEqual([]);
  });
});
