/**
 * What every kind of report shares (docs/report-style.md). Each kind's own
 * outline is in its definition (`kinds/<kind>/definition.ts`); a kind whose
 * definition says so opens a flagged submission's report with `help-now`
 * (docs/report-style.md, "Safety").
 */
export const HELP_NOW_SECTION = "help-now";

/** The footer line on every page, and the template drafter's honesty line (docs/report-style.md, "The page"). */
export const PAGE_FOOTER = "Not a diagnosis. Not for emergencies: call or text 988.";
export const TEMPLATE_DRAFT_LINE = "Template draft: no AI model configured";

/** Crisis resources every report's "when to seek help now" must name (verified). */
export const CRISIS_RESOURCES = ["988", "text HOME to 741741", "911"] as const;

/** Phrases the disclaimers section must contain (verified). */
export const REQUIRED_DISCLAIMERS = [
  "This report is not a diagnosis",
  "It is not a substitute for care from a licensed professional",
  "not for emergencies",
] as const;
