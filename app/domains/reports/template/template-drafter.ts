import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import type { ReportDocument } from "../document/report-document";
import type { DraftRecord, ReportDrafter } from "../document/report-drafter";
import { definitionOf } from "../kinds";

export const TEMPLATE_PROMPT_VERSION = "template-v1";

/**
 * The offline drafter (ADR 0023): builds each kind from the client's own
 * sentences and the written library, with no model and no network; each
 * kind's drafting is its definition's `draftTemplate`.
 * Deterministic, so a section re-drafted alone is the section the whole
 * document would have; a reviewer's note cannot change it.
 */
export const templateDrafter: ReportDrafter = {
  name: "template",

  async draft({ kind, evidence }) {
    const started = performance.now();
    const document = draftDocument(kind, evidence);
    return { document, record: record(started) };
  },

  async redraftSection({ kind, evidence, sectionId }) {
    const started = performance.now();
    const section = draftDocument(kind, evidence).sections.find((entry) => entry.id === sectionId);
    if (!section) throw new Error(`The template ${kind} report has no section "${sectionId}"`);
    return { section, record: record(started) };
  },
};

function draftDocument(kind: ReportKind, evidence: ReportEvidence): ReportDocument {
  return definitionOf(kind).draftTemplate(evidence);
}

function record(started: number): DraftRecord {
  return {
    drafter: "template",
    provider: "template",
    model: null,
    promptVersion: TEMPLATE_PROMPT_VERSION,
    inputTokens: null,
    outputTokens: null,
    durationMs: Math.round(performance.now() - started),
    attempts: 1,
  };
}
