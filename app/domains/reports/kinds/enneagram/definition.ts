import type { ReportKindDefinition } from "../report-kind-definition";
import { draftEnneagramReport } from "./template";

/** The Enneagram Report: written from ratings, not from a topic's form, so it carries no validated scales and no help-now opening. */
export const enneagramDefinition: ReportKindDefinition = {
  outline: ["profile", "type-and-wing", "near-ties", "growth-and-stress", "strengths", "blind-spots", "relationships", "practices", "disclaimers"],
  safety: { opensWithHelpNow: false, flagsSection: null },
  scales: { chartsSection: null, tableSection: null },
  enneagramScoresSection: "profile",
  themesSection: null,
  plan: null,
  promptRules: [
    "The profile section describes all nine scores before the type (the code inserts the chart). Say near-ties plainly and honestly.",
    "Cover growth and stress directions, strengths, blind spots, relationships and practices, tied to the statements the client rated.",
  ],
  draftTemplate: draftEnneagramReport,
};
