import { formatLongDate } from "~/shared/dates";
import { formTopicLabels } from "~/shared/form-types";
import { sentenceIndex, type ReportEvidence } from "~/shared/report-evidence";
import { reportKindLabels, type ReportKind } from "~/shared/report-kinds";
import { definitionOf } from "../kinds";
import type { DraftedDocument, DraftedSection, ReportBlock, ReportDocument, ReportSection, RiskFlag, ScalesBlock } from "./report-document";
import { scalesBlock } from "./scale-blocks";
import { screenFlags } from "./screen-flags";

/**
 * What code adds to a model's draft (ADR 0023): the quotes' words, copied from
 * the client's own sentences, so a model can never misquote; the score
 * charts and the validated scales (charts, and the clinician brief's table),
 * computed from the answers; the safety screen's flags in the
 * Therapist Summary's brief, which no draft may drop; and the title.
 *
 * An unknown sentence id is kept with empty text rather than thrown on:
 * verification then names the section and the id, and the reviewer sees it.
 */
export function finishDraft(kind: ReportKind, drafted: DraftedDocument, evidence: ReportEvidence): ReportDocument {
  return {
    kind,
    ...documentTitle(kind, evidence),
    drafter: "model",
    sections: drafted.sections.map((section) => finishSection(kind, section, evidence)),
  };
}

/** One section as `finishDraft` would finish it (for a re-drafted section). */
export function finishSection(kind: ReportKind, drafted: DraftedSection, evidence: ReportEvidence): ReportSection {
  const sentences = sentenceIndex(evidence);
  let blocks: ReportBlock[] = drafted.blocks.map((block): ReportBlock => {
    if (block.type === "quote") return { ...block, text: sentences.get(block.sentenceId)?.text ?? "" };
    if (block.type === "risk-flags") return { ...block, flags: block.flags.map(asModelFlag) };
    return block;
  });
  const scores = scoresFor(kind, drafted.id, evidence);
  const scales = scalesBlockFor(kind, drafted.id, evidence);
  blocks = [...(scores ? [scores] : []), ...(scales ? [scales] : []), ...blocks];
  if (definitionOf(kind).safety.flagsSection === drafted.id) blocks = withScreenFlags(blocks, evidence);
  return { id: drafted.id, title: drafted.title, ...(drafted.newPage ? { newPage: true } : {}), blocks };
}

/** "Marriage Catharsis Report", "From your answers to the Marriage Survey, submitted November 20, 2026". */
export function documentTitle(kind: ReportKind, evidence: ReportEvidence): { title: string; subtitle: string } {
  const label = reportKindLabels[kind];
  const topic = formTopicLabels[evidence.formType];
  const title = label.startsWith(topic) ? label : `${topic} ${label}`;
  return { title, subtitle: `From your answers to the ${evidence.formName}, submitted ${formatLongDate(new Date(evidence.submittedAt))}` };
}

/** The Enneagram profile as a chart: all nine scores in type order, the client's type highlighted. */
export function enneagramScoresBlock(evidence: ReportEvidence): Extract<ReportBlock, { type: "scores" }> | null {
  const profile = evidence.enneagram;
  if (!profile) return null;
  return {
    type: "scores",
    title: "Your nine Enneagram scores",
    max: 100,
    rows: [...profile.scores]
      .sort((a, b) => a.type - b.type)
      .map((row) => ({ label: `Type ${row.type}: ${row.name}`, value: row.score, ...(row.type === profile.type ? { highlight: true } : {}) })),
    note: "Each score is how strongly your ratings matched that type, from 0 to 100. This is not a diagnosis.",
  };
}

/** The sections that open with a chart: the Enneagram's profile and, when scores exist, the clinician brief. */
function scoresFor(kind: ReportKind, sectionId: string, evidence: ReportEvidence) {
  return definitionOf(kind).enneagramScoresSection === sectionId ? enneagramScoresBlock(evidence) : null;
}

/** The scales block a section of this kind carries, if any: charts, or the clinician's table. */
function scalesBlockFor(kind: ReportKind, sectionId: string, evidence: ReportEvidence): ScalesBlock | null {
  const { chartsSection, tableSection } = definitionOf(kind).scales;
  // The risk screen goes in the clinician's table where a kind has one, else in the charts.
  if (chartsSection === sectionId) return scalesBlock(evidence, "charts", !tableSection);
  if (tableSection === sectionId) return scalesBlock(evidence, "table");
  return null;
}

/** A drafter speaks only for itself: whatever it labels its flags, only code copies the screen's. */
function asModelFlag(flag: RiskFlag): RiskFlag {
  return { ...flag, addedBy: flag.addedBy === "reviewer" ? "reviewer" : "model" };
}

/**
 * The brief's risk flags: every screen flag first (a drafter's flag for the
 * same category only adds its sentences to it), then the drafter's own.
 * Without a risk-flags block the brief gets one after its first block.
 */
function withScreenFlags(blocks: ReportBlock[], evidence: ReportEvidence): ReportBlock[] {
  const screen = screenFlags(evidence);
  if (screen.length === 0) return blocks;
  const index = blocks.findIndex((block) => block.type === "risk-flags");
  const drafted = index >= 0 ? (blocks[index] as Extract<ReportBlock, { type: "risk-flags" }>).flags : [];
  const merged = screen.map((flag) => {
    const same = drafted.filter((other) => other.category.toLowerCase() === flag.category.toLowerCase());
    return { ...flag, sentenceIds: [...new Set([...flag.sentenceIds, ...same.flatMap((other) => other.sentenceIds)])].slice(0, 20) };
  });
  const screenCategories = new Set(screen.map((flag) => flag.category.toLowerCase()));
  const own = drafted.filter((flag) => !screenCategories.has(flag.category.toLowerCase()));
  const block: ReportBlock = { type: "risk-flags", flags: [...merged, ...own].slice(0, Math.max(20, merged.length)) };
  if (index >= 0) return blocks.map((existing, at) => (at === index ? block : existing));
  return [...blocks.slice(0, 1), block, ...blocks.slice(1)];
}
