import { isWrittenFormType } from "~/shared/form-types";
import type { ReportEvidence } from "~/shared/report-evidence";
import { citedSentenceIds, type ReportDocument, type ReportSection } from "../document/report-document";
import { claimPurpose, fitsPurpose, purposeNeeds, sectionPurpose, type BlockPurpose } from "../roles/block-purpose";
import { sentenceRoles, type SentenceReading } from "../roles/sentence-roles";
import type { VerificationFailure } from "./verification-types";

/**
 * Every cited sentence fits the block that cites it (issue 28, ADR 0062): a strengths or supports
 * section, a resource theme, or a claim offering "the people and things that help you" cites only
 * supports and memories (a strength also a hope); a goals section or "The client's goals" cites only
 * hopes the client wrote in answer to the questions about hopes. So "I've pulled away from our couple
 * friends." never stands under strengths, whoever drafted the report: a template, a model or a person.
 * The Enneagram Report, written from rated statements rather than answers, is not checked.
 */
export function checkRoles(document: ReportDocument, evidence: ReportEvidence): VerificationFailure[] {
  // The Enneagram's evidence is statements the client rated, not answers to questions: it has no roles.
  if (!isWrittenFormType(evidence.formType)) return [];
  const readings = sentenceRoles(evidence);
  return document.sections.flatMap((section) => {
    const offered = offeredSentences(section);
    return [...offered].flatMap(([sentenceId, purpose]) => {
      const reading = readings.get(sentenceId);
      // An unknown id is the evidence rules' failure, not this one's.
      if (!reading || fitsPurpose(reading, purpose)) return [];
      return [{ rule: "role-misfit" as const, sectionId: section.id, sentenceId, message: misfitMessage(section.id, sentenceId, purpose, reading) }];
    });
  });
}

/** The sentences a section offers as something, with what: the whole section's purpose, or a claim's and the quotes after it. */
function offeredSentences(section: ReportSection): Map<string, BlockPurpose> {
  const offered = new Map<string, BlockPurpose>();
  const whole = sectionPurpose(section);
  if (whole) citedSentenceIds(section).forEach((id) => offered.set(id, whole));
  let following: BlockPurpose | null = null;
  for (const block of section.blocks) {
    if (block.type === "paragraph") {
      following = null;
      for (const claim of block.claims) {
        const purpose = claimPurpose(claim.text);
        if (!purpose) continue;
        claim.evidence.forEach((id) => offered.set(id, purpose));
        following = purpose;
      }
    } else if (block.type === "quote") {
      if (following) offered.set(block.sentenceId, following);
    } else following = null;
  }
  return offered;
}

const roleWords: Record<SentenceReading["role"], string> = {
  hope: "a hope",
  support: "a support",
  memory: "a memory",
  coping: "a way of coping the client does not say helps",
  trigger: "a trigger",
  practical: "a practical matter",
  difficulty: "a difficulty",
  account: "an account of how things are",
};

const reasonWords: Record<SentenceReading["reason"], string> = {
  question: "from the question it answers",
  risk: "it touches risk",
  withdrawal: "its words are of withdrawal",
  numbing: "its words are of drinking or numbing",
  "negated wanting": "its wanting is negated",
  hopeless: "its words see no future",
  unhelpful: "it says something does not help",
  loss: "its words are of loss",
  negative: "its words are negative",
  "says it helps": "its words say it helps",
  "help with a cost": "it names a help and what the help costs",
};

const purposeWords: Record<BlockPurpose, string> = { support: "a support", strength: "a strength", hope: "a hope or goal" };

/** Ids, roles and reasons only: failures are stored and shown, so they never carry the client's words. */
function misfitMessage(sectionId: string, sentenceId: string, purpose: BlockPurpose, reading: SentenceReading): string {
  const why = reading.risk ? "it touches risk" : reasonWords[reading.reason];
  return `Sentence ${sentenceId} is offered as ${purposeWords[purpose]} in "${sectionId}", but it reads as ${roleWords[reading.role]} (${why}). Cite ${purposeNeeds[purpose]} here instead, or speak to this sentence where it belongs.`;
}
