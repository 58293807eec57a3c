import type { ReportKindDefinition } from "../report-kind-definition";
import { draftRootCauseAnalysis } from "./template";

/** The Root Cause Analysis: six steps from the problem to a 90-day plan; its scales open step 2, the evidence. */
export const rootCauseDefinition: ReportKindDefinition = {
  outline: ["problem", "evidence", "contributing-factors", "mechanisms", "checking", "plan", "seek-help-now", "disclaimers"],
  safety: { opensWithHelpNow: true, flagsSection: null },
  scales: { chartsSection: "evidence", tableSection: null },
  enneagramScoresSection: null,
  themesSection: "evidence",
  plan: { sectionId: "plan", horizon: "90-day", minSteps: 3, maxSteps: 3, measured: true },
  promptRules: [
    "The six steps are headed sections, each citing evidence: the problem as the client states it, the evidence, contributing factors, the dominant causal mechanisms, checking them against the client's own words, and the plan.",
    'The plan section has one plan block with horizon "90-day": three steps, `when` being "Days 1–30", "Days 31–60" and "Days 61–90", each with one measurable sign of progress in `measure`.',
  ],
  draftTemplate: draftRootCauseAnalysis,
};
