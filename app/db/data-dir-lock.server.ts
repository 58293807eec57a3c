import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is a single-process database: a second process opening the same
 * folder (say, `npm run seed` beside a running server) would corrupt it.
 * Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockPath = path.join(dir, "catharsis.lock");
  try {
    writeFileSync(lockPath, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(readFileSync(lockPath, "utf8"));
    if (holder !== process.pid && Number.isInteger(holder) && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. ` +
          "Stop that process first, or set DATABASE_URL to use PostgreSQL.",
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}
