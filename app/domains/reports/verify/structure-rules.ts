import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportDocument, ReportSection } from "../document/report-document";
import { CRISIS_RESOURCES, HELP_NOW_SECTION, REQUIRED_DISCLAIMERS } from "../document/report-outline";
import { isFlagged } from "../document/scale-blocks";
import { definitionOf } from "../kinds";
import { sectionText } from "./document-prose";
import type { VerificationFailure } from "./verification-types";

/**
 * The report's shape (docs/report-style.md, "Structure" and "Safety"): the
 * sections each kind owes, in order; a flagged submission's report opens
 * with getting help now where its kind says so (the Catharsis and Root Cause
 * reports); the crisis numbers and the disclaimers are there word for word;
 * the plans have the promised length. Each kind's rules are its definition.
 */
export function checkStructure(document: ReportDocument, evidence: ReportEvidence): VerificationFailure[] {
  return [...checkSections(document, evidence), ...checkCrisisResources(document), ...checkDisclaimers(document), ...checkPlans(document)];
}

export function findSection(document: ReportDocument, id: string): ReportSection | undefined {
  return document.sections.find((section) => section.id === id);
}

function checkSections(document: ReportDocument, evidence: ReportEvidence): VerificationFailure[] {
  const failures: VerificationFailure[] = [];
  const ids = document.sections.map((section) => section.id);
  for (const id of new Set(ids)) {
    const count = ids.filter((other) => other === id).length;
    if (count > 1) failures.push({ rule: "missing-section", sectionId: id, message: `Section "${id}" appears ${count} times; each section appears once.` });
  }

  const required = definitionOf(document.kind).outline;
  let previous: string | null = null;
  for (const id of required) {
    const position = ids.indexOf(id);
    if (position === -1) {
      failures.push({ rule: "missing-section", sectionId: id, message: `The ${document.kind} report has no "${id}" section.` });
      continue;
    }
    if (previous !== null && position < ids.indexOf(previous)) {
      failures.push({ rule: "missing-section", sectionId: id, message: `Section "${id}" comes before "${previous}"; it belongs after it.` });
    }
    previous = id;
  }

  const opensWithHelp = definitionOf(document.kind).safety.opensWithHelpNow;
  if (opensWithHelp && isFlagged(evidence) && ids[0] !== HELP_NOW_SECTION) {
    failures.push({
      rule: "missing-section",
      sectionId: HELP_NOW_SECTION,
      message: `This submission was flagged by the safety screen or PHQ-9 item 9, so the report opens with a "${HELP_NOW_SECTION}" section.`,
    });
  }
  return failures;
}

/** Case and spacing aside, the phrase appears; numbers are whole numbers ("988", not "19880"). */
function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text.replace(/[‘’]/g, "'"));
}

/** The Catharsis and Root Cause reports' "when to seek help now" names every crisis line. */
function checkCrisisResources(document: ReportDocument): VerificationFailure[] {
  const sectionId = "seek-help-now";
  if (!definitionOf(document.kind).outline.includes(sectionId) || !findSection(document, sectionId)) return [];
  const text = sectionText(document, sectionId);
  return CRISIS_RESOURCES.filter((resource) => !mentions(text, resource)).map((resource) => ({
    rule: "crisis-resources",
    sectionId,
    message: `"${sectionId}" does not give the crisis resource "${resource}".`,
  }));
}

function checkDisclaimers(document: ReportDocument): VerificationFailure[] {
  if (!findSection(document, "disclaimers")) return [];
  const text = sectionText(document, "disclaimers");
  return REQUIRED_DISCLAIMERS.filter((phrase) => !mentions(text, phrase)).map((phrase) => ({
    rule: "disclaimers",
    sectionId: "disclaimers",
    message: `"disclaimers" does not say "${phrase}".`,
  }));
}

/** The plan the kind promises, where, and its shape (docs/report-style.md, "Structure"). */
function checkPlans(document: ReportDocument): VerificationFailure[] {
  const promise = definitionOf(document.kind).plan;
  if (!promise) return [];
  const section = findSection(document, promise.sectionId);
  if (!section) return [];

  const failure = (message: string): VerificationFailure => ({ rule: "plan-length", sectionId: section.id, message });
  const plans = section.blocks.flatMap((block) => (block.type === "plan" && block.horizon === promise.horizon ? [block] : []));
  if (plans.length !== 1) return [failure(`"${section.id}" must hold one ${promise.horizon} plan; it holds ${plans.length}.`)];

  const [plan] = plans as [(typeof plans)[number]];
  const failures: VerificationFailure[] = [];
  const count = plan.steps.length;
  if (count < promise.minSteps || count > promise.maxSteps) {
    const wanted = promise.minSteps === promise.maxSteps ? `${promise.minSteps}` : `${promise.minSteps} to ${promise.maxSteps}`;
    failures.push(failure(`The ${promise.horizon} plan in "${section.id}" has ${count} steps; it needs ${wanted}.`));
  }
  plan.steps.forEach((step, index) => {
    if (step.evidence.length === 0) failures.push(failure(`Step ${index + 1} of the ${promise.horizon} plan in "${section.id}" cites none of the client's sentences.`));
    if (promise.measured && !step.measure) failures.push(failure(`Step ${index + 1} of the ${promise.horizon} plan in "${section.id}" has no measure of progress.`));
  });
  return failures;
}
