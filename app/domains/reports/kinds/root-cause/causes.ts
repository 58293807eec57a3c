import type { ReportBlock, ReportSection } from "../../document/report-document";
import { callout, claim, joinLabels, list, lowerFirst, paragraph, questionReference, topIds } from "../../template/drafting";
import { guidanceFor, themeWording } from "../../template/guidance-library";
import { blockParagraphs } from "../../template/guidance/blocks/tailoring";
import type { Theme } from "../../template/themes";
import { answersPhrase, blockIds, meetingClaim, topicsOf, type Facts } from "./facts";
import { mechanismWording } from "./mechanism-wordings";
import { say } from "./wordings";

const SAID_FACTORS = 1;

/** Step 3: the factors, strongest first; a factor the client's words gave guidance blocks to speaks through them. */
export function contributingFactors(facts: Facts, shown: Theme[]): ReportSection {
  const { tailoring } = facts;
  const factors = shown.map((theme) => guidanceFor(theme.id).factor);
  const particular = tailoring.selected.filter((chosen) => !shown.some((theme) => facts.blocksOf(theme).includes(chosen))).slice(0, 3);
  return {
    id: "contributing-factors",
    title: "Step 3: Contributing factors",
    blocks: [
      // Said through this client's counts rather than as a fixed definition (issue 28).
      ...paragraph(
        claim(
          `Your answers point to ${shown.length === 1 ? "one contributing factor" : `${shown.length} contributing factors`}, in ${answersPhrase(reach(facts, shown))} and most clearly in ${questionReference(facts.evidence, shown.flatMap((theme) => topIds(theme, 1)))}; none of them is anyone's fault.`,
          shown.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
      list(
        "The factors your answers point to, and how many answers each runs through",
        shown.map((theme, index) =>
          say(tailoring.details.seed, "factorCount", { factor: factors[index]!, sentences: sentencesIn(theme), answers: facts.answers(theme) === 1 ? "one answer" : `${facts.answers(theme)} answers` }),
        ),
      ),
      ...shown.flatMap((theme, index): ReportBlock[] => {
        const library = guidanceFor(theme.id);
        const blocks = facts.blocksOf(theme).slice(0, 2);
        const opening = claim(
          say(tailoring.details.seed, "factorOpening", { factor: library.factor, answers: answersPhrase(facts.answers(theme)), where: questionReference(facts.evidence, topIds(theme, 3)) }, String(index)),
          topIds(theme, 6),
        );
        // The factor's general pattern only where the client's words chose no blocks of their own; the Catharsis Report carries the rest.
        // Chosen with the Catharsis Report's seed and place, so one client reads the same wording in both (ADR 0067).
        if (blocks.length === 0) return paragraph(opening, claim(themeWording(tailoring.details.seed, theme.id, "pattern"), topIds(theme, 3)));
        // What this factor holds for the client, and the general words of the first of its blocks (the Catharsis Report has them all).
        return [
          ...paragraph(opening, claim(say(tailoring.details.seed, "within", { topics: joinLabels(topicsOf(blocks)) }, String(index)), blockIds(blocks))),
          // One theme's general words only, so the analysis keeps to its 8–10 pages.
          ...(index < SAID_FACTORS ? blockParagraphs(tailoring, blocks[0]!, false).slice(0, 1) : []),
        ];
      }),
      ...(particular.length > 0
        ? paragraph(claim(`Your answers also name ${joinLabels(topicsOf(particular))}, which may add to these factors.`, blockIds(particular)))
        : []),
      ...paragraph(...meetingClaim(facts, shown[0], shown[1], guidanceFor(shown[0]?.id ?? "").factor, guidanceFor(shown[1]?.id ?? "").factor)),
    ],
  };
}

/** Step 4: a loop for each of the strongest themes, where it may be at work in the client's answers, and how the loops meet. */
export function mechanisms(facts: Facts, shown: Theme[]): ReportSection {
  const most = [...shown].sort((a, b) => facts.answers(b) - facts.answers(a))[0];
  return {
    id: "mechanisms",
    title: "Step 4: What may be keeping it going",
    blocks: [
      ...paragraph(
        claim(
          `A mechanism is a loop that keeps a difficulty going; the first below shows most clearly in ${questionReference(facts.evidence, topIds(shown[0], 2))}, and a small step can break it.`,
          topIds(shown[0], 2),
        ),
      ),
      ...shown.flatMap((theme, index) => {
        const library = guidanceFor(theme.id);
        const topics = topicsOf(facts.blocksOf(theme).slice(0, 2));
        return [
          callout(`Mechanism ${index + 1}: ${library.factor}`, mechanismWording(facts.tailoring.details.seed, theme.id)),
          ...paragraph(
            claim(
              `${say(facts.tailoring.details.seed, "atWork", { where: questionReference(facts.evidence, topIds(theme, 3)), theme: lowerFirst(theme.label) }, String(index))}${topics.length > 0 ? ` ${say(facts.tailoring.details.seed, "alsoTouches", { topics: joinLabels(topics), where: questionReference(facts.evidence, blockIds(facts.blocksOf(theme).slice(0, 2), 1)) }, String(index))}` : ""}`,
              [...topIds(theme, 3), ...blockIds(facts.blocksOf(theme).slice(0, 2), 1)],
            ),
          ),
        ];
      }),
      ...(most
        ? paragraph(claim(`Of these, the one your answers return to most often is ${lowerFirst(most.label)}, in ${answersPhrase(facts.answers(most))}.`, topIds(most, 3)))
        : []),
      ...paragraph(...meetingClaim(facts, shown[1], shown[2], guidanceFor(shown[1]?.id ?? "").factor, guidanceFor(shown[2]?.id ?? "").factor)),
      ...paragraph(
        claim(
          `When one loop loosens, the others tend to ease too, so the plan starts with one small change, on ${lowerFirst(shown[0]?.label ?? "what you wrote")} (${questionReference(facts.evidence, topIds(shown[0], 3))}).`,
          topIds(shown[0], 3),
        ),
      ),
    ],
  };
}

/** How many different answers these themes' sentences come from, together. */
export function reach(facts: Facts, themes: readonly Theme[]): number {
  return facts.answers({ ...themes[0]!, sentenceIds: themes.flatMap((theme) => theme.sentenceIds) });
}

function sentencesIn(theme: Theme): string {
  return theme.sentenceIds.length === 1 ? "one sentence" : `${theme.sentenceIds.length} sentences`;
}
