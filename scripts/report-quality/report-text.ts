import type { ReportDocument } from "~/domains/reports/document/report-document";
import { documentProse } from "~/domains/reports/verify/document-prose";
import { quotedSpans } from "~/domains/reports/verify/quoted-spans";
import { findThemes, type Theme } from "~/domains/reports/template/themes";
import type { ReportEvidence } from "~/shared/report-evidence";
import { sentenceKey, splitProse } from "./metrics";

/** Fixed by design in every report (issue 28): the help-now section and the disclaimers. */
export const FIXED_SECTIONS: ReadonlySet<string> = new Set(["seek-help-now", "disclaimers"]);

/**
 * The report's own sentences, outside quotations: every piece of prose (`documentProse`) but
 * headings (the report's title and subtitle, section, list and callout titles, plan step "when"
 * labels and score row labels), with text in quotation marks masked ("…", keeping a closing full stop), split into sentences.
 * Quote blocks are the client's words and are never prose. A sentence left with no words once
 * its quotation is masked is dropped; one with words around a quotation keeps them, so a fixed
 * frame such as `You wrote, “…”` (read as `You wrote, ….`) counts as the same sentence in every report.
 */
export function reportSentences(document: ReportDocument, skipSections: ReadonlySet<string> = new Set()): string[] {
  return documentProse(document)
    .filter((prose) => prose.sectionId !== null && !skipSections.has(prose.sectionId))
    .filter((prose) => !/(title|row \d+)$/.test(prose.place) && !isPlanLabel(document, prose))
    .flatMap((prose) => splitProse(withoutQuotations(prose.text)));
}

function isPlanLabel(document: ReportDocument, prose: { sectionId: string | null; place: string; text: string }): boolean {
  if (!/step \d+$/.test(prose.place)) return false;
  const section = document.sections.find((candidate) => candidate.id === prose.sectionId);
  return section?.blocks.some((block) => block.type === "plan" && block.steps.some((step) => step.when === prose.text)) ?? false;
}

function withoutQuotations(text: string): string {
  let masked = "";
  let from = 0;
  for (const span of quotedSpans(text)) {
    if (span.start < from) continue;
    // The quotation's own full stop stays, so the sentence it closed still ends there.
    masked += `${text.slice(from, span.start)}…${/[.!?]$/.test(span.inner.trim()) ? span.inner.trim().slice(-1) : ""}`;
    from = span.end;
  }
  return masked + text.slice(from);
}

/** A section offering what it cites as a help, by its id or title: "Strengths and supports", "The client's goals", "theme-hopes". */
const SUPPORT_SECTION = /\b(strengths?|supports?|hopes?|goals?)\b/i;
/**
 * A paragraph doing the same in any section: "a real source of comfort for you", "the people and
 * things that help you". "The help you have" or "need" is the noun, and offers nothing.
 */
const SUPPORT_CLAIM = /\b(strengths?|source of (comfort|strength|support)|comforts? you|helps? you(?! (have|had|need|want)\b)|helped you|supports? you|your goals|the client's goals|protective)\b/i;

/**
 * Words of withdrawal or difficulty that do not belong in a sentence offered as a help, whatever
 * the fixture lists: pulling away, stopping, avoiding, not calling, drinking more.
 */
const WITHDRAWAL = /\b(stopped(?! by)|quit|pulled away|avoid|avoiding|barely|cancel|skip|skipped|skipping|no longer|stop (answering|going)|have not (been|gone|called|told|touched|opened)|haven't|drink(ing)? more|more (wine|beer) than)\b/i;

export type RoleMisfit = { sectionId: string; sentenceId: string; reason: "listed" | "withdrawal words" };

/**
 * Client sentences cited as a strength, support, hope or goal that are not one. A citation is
 * offered as a help when its section's id or title reads as one (`SUPPORT_SECTION`), or when the
 * paragraph citing it does (`SUPPORT_CLAIM`) (then also the quote blocks straight after that paragraph). It is a
 * misfit when it is one of the fixture's never-support sentences, or has `WITHDRAWAL` words.
 */
export function roleMisfits(
  document: ReportDocument,
  evidence: ReportEvidence,
  neverSupports: readonly string[],
  themes: readonly Pick<Theme, "label" | "sentenceIds">[] = findThemes(evidence),
): RoleMisfit[] {
  const listed = new Set(neverSupports.map(sentenceKey));
  const texts = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.text]));
  const offeredBy = claimOffers(themes);
  const misfits: RoleMisfit[] = [];
  for (const section of document.sections) {
    const wholeSection = SUPPORT_SECTION.test(section.id.replace(/-/g, " ")) || SUPPORT_SECTION.test(section.title);
    const offered = new Set<string>();
    // What the last paragraph offered as a help: the quote blocks straight after it are offered too.
    let offeredAbove: (id: string) => boolean = () => false;
    for (const block of section.blocks) {
      if (block.type === "paragraph") {
        const offers = block.claims.map(offeredBy);
        offeredAbove = (id) => offers.some((offer) => offer(id));
        block.claims.forEach((claim) => claim.evidence.filter((id) => wholeSection || offeredAbove(id)).forEach((id) => offered.add(id)));
      } else if (block.type === "quote") {
        if (wholeSection || offeredAbove(block.sentenceId)) offered.add(block.sentenceId);
      } else offeredAbove = () => false;
    }
    for (const sentenceId of offered) {
      const text = texts.get(sentenceId) ?? "";
      if (listed.has(sentenceKey(text))) misfits.push({ sectionId: section.id, sentenceId, reason: "listed" });
      else if (WITHDRAWAL.test(text)) misfits.push({ sectionId: section.id, sentenceId, reason: "withdrawal words" });
    }
  }
  return misfits;
}

/**
 * Which of a claim's citations it offers as a help. Words of help in the claim's own text offer
 * them all. A theme's label ("the people who support you") names the theme: in a list of themes it
 * offers that theme's sentences, not the sentences cited for the themes beside it.
 */
function claimOffers(themes: readonly Pick<Theme, "label" | "sentenceIds">[]) {
  return (claim: { text: string }): ((id: string) => boolean) => {
    const lower = claim.text.toLowerCase();
    const named = themes.filter((theme) => lower.includes(theme.label.toLowerCase()));
    const unlabelled = named.reduce((rest, theme) => rest.split(theme.label.toLowerCase()).join(" … "), lower);
    if (SUPPORT_CLAIM.test(unlabelled)) return () => true;
    const helpLabels = named.filter((theme) => SUPPORT_CLAIM.test(theme.label));
    return (id) => helpLabels.some((theme) => theme.sentenceIds.includes(id));
  };
}
