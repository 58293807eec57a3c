import type { ReportSection } from "../../document/report-document";
import { claim, guidance, joinWords, list, lowerFirst, paragraph, questionReference, quote, topIds, type quotePicker } from "../../template/drafting";
import { guidanceFor } from "../../template/guidance-library";
import type { Theme } from "../../template/themes";
import type { Facts } from "./facts";

/** Step 5: each mechanism held up against the client's words, how firmly it rests on them, and what the answers cannot tell. */
export function checking(facts: Facts, shown: Theme[], pick: ReturnType<typeof quotePicker>): ReportSection {
  const { evidence, tailoring } = facts;
  const weakest = [...shown].sort((a, b) => facts.answers(a) - facts.answers(b))[0];
  const people = [...new Set([...tailoring.details.people.values()].flat())].filter((name) => name !== tailoring.details.lost).slice(0, 2);
  const blank = evidence.questions.filter((question) => question.sentenceIds.length === 0).length;
  return {
    id: "checking",
    title: "Step 5: Checking this against your own words",
    blocks: [
      ...guidance("A reading is only useful if it fits: here we hold each mechanism up against what you wrote, and say how firmly it rests on your answers."),
      ...shown.flatMap((theme, index) => {
        const library = guidanceFor(theme.id);
        const [support] = pick(theme, 1);
        const answers = facts.answers(theme);
        const where = questionReference(evidence, theme.sentenceIds);
        const firmness =
          answers >= 3
            ? `This reading of ${lowerFirst(theme.label)} rests on ${answers} of your answers, so it does not depend on one.`
            : `This reading of ${lowerFirst(theme.label)} rests on only ${answers === 1 ? `one of your answers, ${where}` : `two of your answers, ${where}`}, so hold it more loosely.`;
        return [
          ...guidance(`For mechanism ${index + 1}, ${lowerFirst(library.factor)}, ask: ${lowerFirst(library.check)}`),
          ...paragraph(
            claim(
              `Of your ${theme.sentenceIds.length === 1 ? "one sentence" : `${theme.sentenceIds.length} sentences`} on ${lowerFirst(theme.label)}, the one from ${questionReference(evidence, support ? [support.id] : topIds(theme, 1))} suggests most clearly that it may.`,
              support ? [support.id] : topIds(theme, 1),
            ),
            claim(firmness, theme.sentenceIds.slice(0, 12)),
          ),
          ...(support ? [quote(support)] : []),
        ];
      }),
      list("What your answers cannot tell us", [
        "How long each of these patterns has been going on, and how your health, past or circumstances we did not ask about play a part.",
        people.length > 0 ? `How ${joinWords(people)} would describe the same events.` : "How the other people in your life would describe the same events.",
        blank > 0
          ? `What you would have said to the ${blank === 1 ? "question" : `${blank} questions`} you left blank, or anything you did not think to mention.`
          : "Anything you chose not to write about, or did not think to mention.",
      ]),
      ...(weakest && shown.length > 1
        ? paragraph(
            claim(
              `If a mechanism does not fit, cross it out; ${lowerFirst(guidanceFor(weakest.id).factor)} rests on the fewest of your answers (${answers(facts, weakest)}).`,
              topIds(weakest, 3),
            ),
          )
        : []),
      ...guidance("If one fits but misses something, write the missing piece in the margin, and bring this report to a counselor or therapist to test it further."),
    ],
  };
}

function answers(facts: Facts, theme: Theme): string {
  const count = facts.answers(theme);
  return count === 1 ? "one answer" : `${count} answers`;
}
