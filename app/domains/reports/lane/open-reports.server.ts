import { and, eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { reportObligations, reports } from "~/db/schema";
import { enqueueReportDraft, draftReportJob } from "~/jobs/report-lane.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import type { ReportEvidence } from "~/shared/report-evidence";
import { LANE_SYSTEM, recordEvent, storeEvidence } from "./lane-records.server";

/**
 * Step 1's second half: with a submission's evidence prepared, store it and
 * start a report for every report it still owes (a refunded order's are
 * cancelled and start nothing), each with its draft queued. Together or not
 * at all; run twice, the second run finds everything started and does nothing.
 */
export async function openReports(evidence: ReportEvidence): Promise<string[]> {
  await prepareToEnqueue(draftReportJob);
  const opened = await getDb().transaction(async (tx) => {
    await storeEvidence(tx, evidence);
    const owed = await tx
      .select({ id: reportObligations.id, kind: reportObligations.kind })
      .from(reportObligations)
      .where(and(eq(reportObligations.submissionId, evidence.submissionId), eq(reportObligations.status, "owed")));
    const started: string[] = [];
    for (const obligation of owed) {
      const rows = await tx
        .insert(reports)
        .values({ id: obligation.id, submissionId: evidence.submissionId, kind: obligation.kind })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (rows.length === 0) continue;
      await recordEvent(tx, { reportId: obligation.id, action: "received", actor: LANE_SYSTEM });
      await enqueueReportDraft(tx, obligation.id, 0);
      started.push(obligation.id);
    }
    return started;
  });
  logger.info({ submissionId: evidence.submissionId, reports: opened.length, sentences: evidence.sentences.length }, "reports opened");
  return opened;
}
