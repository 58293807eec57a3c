import type { ReportSection } from "../../document/report-document";
import { claim, joinWords, list, lowerFirst, paragraph, questionReference, quote, topIds, type quotePicker } from "../../template/drafting";
import { guidanceFor } from "../../template/guidance-library";
import type { Theme } from "../../template/themes";
import type { Facts } from "./facts";
import { say } from "./wordings";

/** Step 5: each mechanism held up against the client's words, how firmly it rests on them, and what the answers cannot tell. */
export function checking(facts: Facts, shown: Theme[], pick: ReturnType<typeof quotePicker>): ReportSection {
  const { evidence, tailoring } = facts;
  const weakest = [...shown].sort((a, b) => facts.answers(a) - facts.answers(b))[0];
  const people = [...new Set([...tailoring.details.people.values()].flat())].filter((name) => name !== tailoring.details.lost).slice(0, 2);
  const blank = evidence.questions.filter((question) => question.sentenceIds.length === 0).length;
  const { seed } = tailoring.details;
  return {
    id: "checking",
    title: "Step 5: Checking this against your own words",
    blocks: [
      ...paragraph(
        claim(
          say(seed, "checkOpening", { where: questionReference(evidence, shown.flatMap((theme) => topIds(theme, 1))) }),
          shown.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
      ...shown.flatMap((theme, index) => {
        const library = guidanceFor(theme.id);
        const [support] = pick(theme, 1);
        const answers = facts.answers(theme);
        const where = questionReference(evidence, theme.sentenceIds);
        const firmness =
          answers >= 3
            ? say(seed, "firm", { label: lowerFirst(theme.label), sentences: theme.sentenceIds.length, answers }, String(index))
            : say(seed, "loose", { label: lowerFirst(theme.label), few: answers === 1 ? `one of your answers, ${where}` : `two of your answers, ${where}` }, String(index));
        return [
          ...paragraph(
            // The question is the library's; where to ask it is the client's (issue 28).
            claim(`For mechanism ${index + 1}, reread ${where} and ask: ${lowerFirst(library.check)}`, theme.sentenceIds.slice(0, 12)),
            claim(
              say(
                seed,
                "clearest",
                { count: sentencesOf(theme), label: lowerFirst(theme.label), where: questionReference(evidence, support ? [support.id] : topIds(theme, 1)) },
                String(index),
              ),
              support ? [support.id] : topIds(theme, 1),
            ),
            claim(firmness, theme.sentenceIds.slice(0, 12)),
          ),
          ...(support ? [quote(support)] : []),
        ];
      }),
      list("What your answers cannot tell us", [
        say(seed, "howLong", { where: questionReference(evidence, shown.flatMap((theme) => topIds(theme, 1))) }),
        people.length > 0 ? `How ${joinWords(people)} would describe the same events.` : "How the other people in your life would describe the same events.",
        blank > 0
          ? `What you would have said to the ${blank === 1 ? "question" : `${blank} questions`} you left blank, or anything you did not think to mention.`
          : tailoring.details.firstName
            ? `Anything else you chose not to write, ${tailoring.details.firstName}, or did not think to mention.`
            : `Anything beyond your ${evidence.sentences.length} sentences that you chose not to write, or did not think to mention.`,
      ]),
      ...(weakest && shown.length > 1
        ? paragraph(
            claim(
              say(seed, "crossOut", { factor: lowerFirst(guidanceFor(weakest.id).factor), counts: `${answers(facts, weakest)}, ${sentencesOf(weakest)}` }),
              topIds(weakest, 3),
            ),
          )
        : []),
      ...paragraph(
        claim(
          `If one fits but misses something you meant in ${questionReference(evidence, topIds(shown[0], 1))}, write the missing piece in the margin${tailoring.details.firstName ? `, ${tailoring.details.firstName},` : ""} and bring this report to a counselor or therapist to test it.`,
          topIds(shown[0], 1),
        ),
      ),
    ],
  };
}

function sentencesOf(theme: Theme): string {
  return theme.sentenceIds.length === 1 ? "one sentence" : `${theme.sentenceIds.length} sentences`;
}

function answers(facts: Facts, theme: Theme): string {
  const count = facts.answers(theme);
  return count === 1 ? "one answer" : `${count} answers`;
}
