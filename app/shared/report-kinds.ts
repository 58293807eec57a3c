import { formTopicLabels, type FormType } from "./form-types";

/** The reports an answered form can owe. Stored as text: add a kind here, never rename one (docs/architecture.md, "A report kind"). */
export const reportKinds = ["catharsis", "root-cause", "enneagram", "therapist-summary"] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * What every layer knows of a kind: the catalogue grants it, /account lists
 * it, the reports lane writes it. The lane's own rules for a kind are its
 * definition in the reports domain (ADR 0048).
 */
type ReportKindFacts = {
  label: string;
  /**
   * Whose answers it is written from: the written form of the topic bought
   * (so its title names the topic), or the Enneagram's own ratings.
   */
  writtenFrom: "topic-form" | "enneagram-form";
};

export const reportKindFacts: Record<ReportKind, ReportKindFacts> = {
  catharsis: { label: "Catharsis Report", writtenFrom: "topic-form" },
  "root-cause": { label: "Root Cause Analysis", writtenFrom: "topic-form" },
  enneagram: { label: "Enneagram Report", writtenFrom: "enneagram-form" },
  "therapist-summary": { label: "Therapist Summary", writtenFrom: "topic-form" },
};

export const reportKindLabels = Object.fromEntries(reportKinds.map((kind) => [kind, reportKindFacts[kind].label])) as Record<ReportKind, string>;

/** A report's name on the client's pages and in the chat: "Catharsis Report (Marriage)"; the Enneagram's has no topic to add. */
export function reportTitle(kind: ReportKind, formType: FormType): string {
  const { label, writtenFrom } = reportKindFacts[kind];
  return writtenFrom === "topic-form" ? `${label} (${formTopicLabels[formType]})` : label;
}

/** What one unit of a product opens: a form, and the reports its answers owe (frozen on the order line). */
export type Grant = { formType: FormType; reportsOwed: ReportKind[] };
