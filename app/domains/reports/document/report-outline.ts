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

/**
 * How a report was prepared, printed at the end of its "What this report is"
 * section (ADR 0063). An approved report says who drafted it and that our team
 * read every section; it carries no draft stamp. A draft nobody has approved
 * says so, and a template draft also keeps TEMPLATE_DRAFT_LINE on every page.
 */
export const PREPARATION_TITLE = "How this report was prepared:";
export function preparationNote(input: { drafter: "template" | "model"; approved: boolean; forClinician: boolean }): string {
  const answers = input.forClinician ? "the client's own answers" : "your own answers";
  const drafted = input.drafter === "template" ? `our template drafted it from ${answers}, with no AI model` : `an AI model drafted it from ${answers}`;
  if (!input.approved) return `${PREPARATION_TITLE} this is a draft: ${drafted}, and no member of our team has approved it yet.`;
  return `${PREPARATION_TITLE} ${drafted}, and a member of our team read, edited where needed and approved every section.`;
}

/** Crisis resources every report's "when to seek help now" must name (verified). */
export const CRISIS_RESOURCES = ["988", "text HOME to 741741", "911"] as const;

/** Phrases the disclaimers section must contain (verified). */
export const REQUIRED_DISCLAIMERS = [
  "This report is not a diagnosis",
  "It is not a substitute for care from a licensed professional",
  "not for emergencies",
] as const;
