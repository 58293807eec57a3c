import type { ReportKindDefinition } from "../report-kind-definition";
import { draftCatharsisReport } from "./template";

/** The Catharsis Report: a letter to the client, what they told us, and a 72-hour plan. */
export const catharsisDefinition: ReportKindDefinition = {
  outline: [
    "opening-letter",
    "what-you-told-us",
    "strengths",
    "patterns",
    "action-plan",
    "weeks-after",
    "preparing-for-therapy",
    "seek-help-now",
    "disclaimers",
  ],
  safety: { opensWithHelpNow: true, flagsSection: null },
  scales: { chartsSection: "what-you-told-us", tableSection: null },
  enneagramScoresSection: null,
  themesSection: "what-you-told-us",
  plan: { sectionId: "action-plan", horizon: "72-hour", minSteps: 3, maxSteps: 5, measured: false },
  promptRules: [
    "The opening letter is about half a page. What you told us goes theme by theme, with quote blocks and the question numbers.",
    "The action-plan section has one plan block with horizon \"72-hour\" and 3 to 5 small steps, `when` being \"Today\", \"Tomorrow\" or \"The day after\", each citing a sentence.",
    "Preparing for therapy lists what to bring and three questions to ask. Aim for ten or more printed pages in all.",
  ],
  draftTemplate: draftCatharsisReport,
};
