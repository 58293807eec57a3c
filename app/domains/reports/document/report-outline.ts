import type { ReportKind } from "~/shared/report-kinds";

/**
 * The sections each kind must have, in order (docs/report-style.md, "Structure").
 * Drafters write these ids; verification checks they are all there. A
 * flagged submission's Catharsis Report and Root Cause Analysis also open
 * with `help-now` (docs/report-style.md, "Safety").
 */
export const requiredSections: Record<ReportKind, readonly string[]> = {
  catharsis: [
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
  "root-cause": [
    "problem",
    "evidence",
    "contributing-factors",
    "mechanisms",
    "checking",
    "plan",
    "seek-help-now",
    "disclaimers",
  ],
  enneagram: ["profile", "type-and-wing", "near-ties", "growth-and-stress", "strengths", "blind-spots", "relationships", "practices", "disclaimers"],
  "therapist-summary": ["brief", "presenting-concerns", "themes", "strengths", "goals", "considerations", "disclaimers"],
};

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
