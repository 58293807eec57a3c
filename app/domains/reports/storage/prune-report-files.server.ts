import { isNotNull } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/database.server";
import { reports } from "~/db/schema";
import { getFileStorage } from "./file-storage.server";
import { REPORT_FILES_BUCKET } from "./report-files.server";

/** A render stores its file a moment before its row names the key: younger files are left alone. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * Removes sealed report PDFs that no report names any more: the files of
 * reports deleted with their account (the rows go by cascade, the file
 * stays), and the earlier PDF of a report approved again. They could not be
 * opened without those rows, but a file nobody needs should not be kept.
 * Returns how many went.
 */
export async function removeUnreferencedReportFiles(now = new Date()): Promise<number> {
  const storage = getFileStorage(getEnv());
  const stored = await storage.list(REPORT_FILES_BUCKET);
  if (stored.length === 0) return 0;
  const named = new Set(
    (await getDb().select({ key: reports.pdfKey }).from(reports).where(isNotNull(reports.pdfKey))).map((row) => row.key),
  );
  let removed = 0;
  for (const file of stored) {
    if (named.has(file.key) || now.getTime() - file.modifiedAt.getTime() < GRACE_MS) continue;
    await storage.remove(REPORT_FILES_BUCKET, file.key);
    removed += 1;
  }
  return removed;
}
