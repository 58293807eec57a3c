import type { ReviewQuestion } from "../review-view";
import { firstWords } from "./editor-context";

/** The client's sentences as a select's options, grouped by question: the quote picker's and the citation picker's. */
export function SentenceOptions({
  questions,
}: {
  questions: readonly ReviewQuestion[];
}) {
  return questions
    .filter((question) => question.sentences.length > 0)
    .map((question) => (
      <optgroup key={question.id} label={`Question ${question.number}`}>
        {question.sentences.map((sentence) => (
          <option key={sentence.id} value={sentence.id}>
            {sentence.id} · {firstWords(sentence.text, 90)}
          </option>
        ))}
      </optgroup>
    ));
}
