import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { openBytes, sealBytes, sealingKey } from "~/security/sealing.server";
import { getFileStorage } from "./file-storage.server";

/**
 * A client's report PDF at rest: sealed with the answers' key and bound to
 * its report id (ADR 0025), so the file is as private as the answers, and a
 * file copied or renamed to another report's key does not open. The key is
 * unguessable, but it is not what protects the file: the download route
 * checks who is asking before it ever reads one.
 */
export const REPORT_FILES_BUCKET = "reports";
const BUCKET = REPORT_FILES_BUCKET;
const reportIdSchema = z.string().min(1).max(200);
/** `<report id, made storage-safe>.<random>.pdf.sealed`: the storage's key rule, and nothing a person chose. */
const keySchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,120}\.[A-Za-z0-9_-]{16,64}\.pdf\.sealed$/);

const sealingContext = (reportId: string) => `report-pdf:${reportId}`;

/** Report ids hold a colon (`<submission id>:<kind>`), which storage keys may not: it becomes "_" here only. */
const keyStem = (reportId: string) => reportId.replace(/[^A-Za-z0-9_-]/g, "_").replace(/^[^A-Za-z0-9]+/, "").slice(0, 120) || "report";

/** Seals and stores a rendered PDF under a fresh key, and returns the key to keep on the report's row. */
export async function storeReportPdf(reportId: string, bytes: Uint8Array): Promise<string> {
  const id = reportIdSchema.parse(reportId);
  const key = `${keyStem(id)}.${randomBytes(18).toString("base64url")}.pdf.sealed`;
  await getFileStorage(getEnv()).write(BUCKET, key, sealBytes(bytes, sealingKey(), sealingContext(id)));
  return key;
}

/**
 * The PDF stored under `key` for this report, or null when there is none or
 * it does not open (altered, sealed under another key, or another report's
 * file): a warning names the report and the key, never the content.
 */
export async function readReportPdf(reportId: string, key: string): Promise<Buffer | null> {
  const id = reportIdSchema.parse(reportId);
  if (!keySchema.safeParse(key).success) {
    logger.warn({ reportId: id }, "a report PDF key is not in the stored form");
    return null;
  }
  const file = await getFileStorage(getEnv()).read(BUCKET, key);
  if (!file) return null;
  const sealed = await buffer(file.body);
  try {
    return openBytes(sealed, sealingKey(), sealingContext(id));
  } catch (error) {
    logger.warn({ reportId: id, key, reason: error instanceof Error ? error.message : "unknown" }, "a stored report PDF could not be opened");
    return null;
  }
}
