import { logger } from "~/config/logger.server";
import { checkInContext, draftContext, submissionContext } from "../answer-encryption.server";
import { openText, sealingKey } from "~/security/sealing.server";

/**
 * Decrypts a person's own draft, submission or check-in (ADR 0069) for their data export (the
 * accounts domain finds the rows and hands them here through the route).
 * Null, logged by id, when a value does not open: the rest of the export
 * still downloads.
 */
export function openAnswersForExport(row: { kind: "draft" | "submission" | "check-in"; id: string; entitlementId: string; sealedAnswers: string }): unknown {
  const context = row.kind === "draft" ? draftContext(row.entitlementId) : row.kind === "check-in" ? checkInContext(row.id) : submissionContext(row.id);
  try {
    return JSON.parse(openText(row.sealedAnswers, sealingKey(), context)) as unknown;
  } catch (error) {
    logger.error({ kind: row.kind, id: row.id, error: error instanceof Error ? error.name : "unknown" }, "answers could not be opened for an export");
    return null;
  }
}
