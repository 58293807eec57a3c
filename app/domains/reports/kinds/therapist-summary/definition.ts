import type { ReportKindDefinition } from "../report-kind-definition";
import { draftTherapistSummary } from "./template";

/**
 * The Therapist Summary: a one-page clinician brief, then detail. The brief
 * lists the safety screen's flags and a table of the scales (docs/report-style.md:
 * the brief lists scores); it does not open with help-now, being written for
 * a clinician.
 */
export const therapistSummaryDefinition: ReportKindDefinition = {
  outline: ["brief", "presenting-concerns", "themes", "strengths", "goals", "considerations", "disclaimers"],
  safety: { opensWithHelpNow: false, flagsSection: "brief" },
  scales: { chartsSection: "presenting-concerns", tableSection: "brief" },
  enneagramScoresSection: "brief",
  themesSection: "themes",
  plan: null,
  promptRules: [
    "The brief is one page for a clinician: presenting concerns, a risk-flags block (every screen flag below is inserted by the code; add any you see, with addedBy \"model\"), explicit denials, items not assessed, and the client's goals, each citing sentences.",
    "Then 4 to 6 pages of detail in the remaining sections. Write for a clinician, still without diagnosing.",
  ],
  draftTemplate: draftTherapistSummary,
  readBy: "clinician",
};
