import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportBlock } from "../../document/report-document";
import { fitsPurpose, type BlockPurpose } from "../../roles/block-purpose";
import { sentenceRoles } from "../../roles/sentence-roles";
import { claim, guidance, lowerFirst, paragraph } from "../../template/drafting";
import type { Tailoring } from "../../template/guidance/blocks/tailoring";
import { choose } from "../../template/guidance/blocks/variety";
import { catharsisFrames } from "../../template/guidance/wordings/catharsis-frames";
import type { Theme } from "../../template/themes";

export type FrameKey = Exclude<keyof typeof catharsisFrames, "patternQuestions">;

/** A value the client's answers give a slot, with the sentences it rests on (none for their name). */
type Slot = { value: string; evidence: readonly string[] };

/** Words that offer what a paragraph cites as a help (as verification and the bench read them). */
const OFFERS = /\b(?:strengths?|source of|comforts? you|help(?:s|ed)? you|supports? you|your (?:goals|hopes)|protective)\b/i;

/**
 * The report's own paragraphs, written for this client (ADR 0077): each sentence of a frame takes
 * one of its wordings, chosen by the submission and the client's own words (ADR 0085), among those
 * whose slots their answers fill. A paragraph that names something they wrote is a claim citing
 * the sentences it names; one that names nothing is guidance. Where a paragraph offers what it
 * cites as a strength or a help, a slot rests only on sentences whose role fits (ADR 0062).
 */
export function personalFrames(evidence: ReportEvidence, themes: readonly Theme[], tailoring: Tailoring) {
  const seed = [evidence.submissionId, ...evidence.sentences.map((sentence) => sentence.text)].join("\n");
  const roles = sentenceRoles(evidence);
  const { details } = tailoring;
  // Only someone named in a sentence that reads as a support: never one the client pulled away from.
  const helpers = namedPeople(tailoring).filter((person) => fitsPurpose(roles.get(person.sentenceId), "support"));

  function slotsAt(place: string, purpose: BlockPurpose | null): Map<string, Slot> {
    const slots = new Map<string, Slot>();
    const put = (key: string, value: string | undefined, ids: readonly string[] | null) => {
      if (!value) return;
      const cited = ids === null ? [] : (purpose ? ids.filter((id) => fitsPurpose(roles.get(id), purpose)) : ids).slice(0, 1);
      if (ids === null || cited.length > 0) slots.set(key, { value, evidence: cited });
    };
    put("first", details.firstName, null);
    if (themes[0]) put("lead", lowerFirst(themes[0].label), themes[0].sentenceIds);
    if (themes.length > 1) {
      const theme = choose(seed, `${place}:theme`, themes.slice(1));
      put("theme", lowerFirst(theme.label), theme.sentenceIds);
    }
    if (tailoring.selected.length > 0) {
      const topic = choose(seed, `${place}:topic`, tailoring.selected);
      put("topic", topic.block.topic, topic.sentenceIds);
    }
    if (helpers.length > 0) {
      const person = choose(seed, `${place}:person`, helpers);
      put("person", person.name, [person.sentenceId]);
    }
    put("lost", details.lost, details.lostSentenceIds);
    return slots;
  }

  function compose(key: FrameKey, purpose: BlockPurpose | null): { text: string; evidence: string[] } {
    const sentences: string[] = [];
    const cited = new Set<string>();
    catharsisFrames[key].forEach((wordings, index) => {
      const place = `${key}:${index}`;
      const slots = slotsAt(place, purpose);
      const usable = wordings.filter((wording) => slotKeys(wording).every((slot) => slots.has(slot.toLowerCase())));
      // The wordings naming what is most this client's own come first: a topic, another theme, a person, who died.
      const own = usable.filter((wording) => slotKeys(wording).some((slot) => DISTINCT.has(slot.toLowerCase())));
      const named = usable.filter((wording) => slotKeys(wording).length > 0);
      const wording = choose(seed, place, own.length > 0 ? own : named.length > 0 ? named : usable.length > 0 ? usable : wordings);
      sentences.push(fillSlots(wording, slots));
      for (const slot of slotKeys(wording)) slots.get(slot.toLowerCase())?.evidence.forEach((id) => cited.add(id));
    });
    return { text: sentences.join(" "), evidence: [...cited] };
  }

  /** The frame's paragraph as one block; one whose words speak of strengths or help names only what fits a strength. */
  function frame(key: FrameKey, purpose: BlockPurpose | null = null): ReportBlock[] {
    const written = compose(key, purpose);
    if (purpose === null && OFFERS.test(written.text)) return frame(key, "strength");
    return written.evidence.length > 0 ? paragraph(claim(written.text, written.evidence)) : guidance(written.text);
  }

  /** A frame's words only, for a callout: its wordings that name nothing. */
  function plain(key: FrameKey): string {
    return catharsisFrames[key].map((wordings, index) => choose(seed, `${key}:${index}`, wordings.filter((wording) => slotKeys(wording).length === 0))).join(" ");
  }

  return { frame, plain, seed };
}

/** Slots whose values differ most between clients of one form (their leading theme is often shared). */
const DISTINCT = new Set(["theme", "topic", "person", "lost"]);

function slotKeys(wording: string): string[] {
  return [...wording.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** `{key}` filled; `{Key}` capitalised. */
function fillSlots(wording: string, slots: ReadonlyMap<string, Slot>): string {
  const filled = wording.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots.get(key.toLowerCase())?.value ?? "";
    return key[0] === key[0]!.toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
  return filled.replace(/^./, (first) => first.toUpperCase());
}

/** Everyone the client named, but the one who died, each with the first sentence naming them. */
export function namedPeople(tailoring: Tailoring): { name: string; sentenceId: string }[] {
  const seen = new Map<string, string>();
  for (const [sentenceId, names] of tailoring.details.people) for (const name of names) if (name !== tailoring.details.lost && !seen.has(name)) seen.set(name, sentenceId);
  return [...seen].map(([name, sentenceId]) => ({ name, sentenceId }));
}
