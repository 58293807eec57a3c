import type { ReportKind } from "~/shared/report-kinds";
import { catharsisDefinition } from "./catharsis/definition";
import { enneagramDefinition } from "./enneagram/definition";
import type { ReportKindDefinition } from "./report-kind-definition";
import { rootCauseDefinition } from "./root-cause/definition";
import { therapistSummaryDefinition } from "./therapist-summary/definition";

/**
 * Every kind of report and its definition (ADR 0048). Keyed by every
 * `ReportKind`, so a kind added to `reportKinds` without a folder here does
 * not compile. Server-side: definitions hold their template drafters; the
 * browser-safe sample cards have their own list in `samples/sample-reports.ts`.
 */
export const reportKindDefinitions: Record<ReportKind, ReportKindDefinition> = {
  catharsis: catharsisDefinition,
  "root-cause": rootCauseDefinition,
  enneagram: enneagramDefinition,
  "therapist-summary": therapistSummaryDefinition,
};

export function definitionOf(kind: ReportKind): ReportKindDefinition {
  return reportKindDefinitions[kind];
}

/** The sections each kind must have, in order: the outlines, as one table. */
export const requiredSections: Record<ReportKind, readonly string[]> = mapKinds((definition) => definition.outline);

function mapKinds<T>(pick: (definition: ReportKindDefinition) => T): Record<ReportKind, T> {
  return Object.fromEntries(Object.entries(reportKindDefinitions).map(([kind, definition]) => [kind, pick(definition)])) as Record<ReportKind, T>;
}
