import { memo, useEffect, useRef, useState, type ClipboardEvent } from "react";
import { MAX_ANSWER_LENGTH } from "~/domains/assessments/assessment-answers";
import type { Question } from "~/domains/assessments/question-bank";
import { counterText, lengthMilestone, milestoneAnnouncement, pasteOverflow, pasteOverflowText } from "./answer-length";
import { fieldInvalidMessage } from "./field-messages";

export const ANSWER_PLACEHOLDER = "Please provide your response...";

export const answerFieldId = (questionId: string) => `answer-${questionId}`;

type QuestionFieldProps = {
  question: Question;
  number: number;
  value: string;
  error: string | undefined;
  onChange: (questionId: string, value: string) => void;
  onInvalid: (questionId: string, message: string) => void;
};

/**
 * One open question: a labelled, numbered box that grows with the answer,
 * its hint, a counter from 4,000 characters, the error if any, and a note
 * when a paste did not fit (see answer-length.ts for why the limit is hard).
 */
export const QuestionField = memo(function QuestionField({ question, number, value, error, onChange, onInvalid }: QuestionFieldProps) {
  const id = answerFieldId(question.id);
  const box = useRef<HTMLTextAreaElement>(null);
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const [milestone, setMilestone] = useState(() => lengthMilestone(value.length));
  const [announcement, setAnnouncement] = useState("");

  // Reaching a new milestone (and only then) is announced; a paste note replaces it.
  const reached = lengthMilestone(value.length);
  if (reached !== milestone) {
    setMilestone(reached);
    if (reached > milestone) setAnnouncement(milestoneAnnouncement(value.length));
  }

  // The browser's "required" accepts spaces; the server does not, so neither does the page.
  useEffect(() => {
    box.current?.setCustomValidity(value.length > 0 && value.trim().length === 0 ? "Please answer this question." : "");
  }, [value]);

  function paste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const target = event.currentTarget;
    const overflow = pasteOverflow({
      value: target.value,
      selectionStart: target.selectionStart,
      selectionEnd: target.selectionEnd,
      pasted: event.clipboardData.getData("text/plain"),
    });
    if (overflow > 0) {
      const note = pasteOverflowText(overflow);
      setPasteNote(note);
      setAnnouncement(note);
    }
  }

  const counter = counterText(value.length);
  const describedBy = [
    question.hint ? `${id}-hint` : null,
    counter ? `${id}-count` : null,
    pasteNote ? `${id}-paste` : null,
    error ? `${id}-error` : null,
  ].filter(Boolean);

  return (
    <div className="scroll-mt-6">
      <label htmlFor={id} className="block text-lg font-semibold text-ink">
        {number}. {question.text}
      </label>
      {question.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-muted">
          {question.hint}
        </p>
      ) : null}
      <textarea
        ref={box}
        id={id}
        name={question.id}
        value={value}
        onChange={(event) => {
          // The note stays until the answer has room again (the paste's own change leaves it full).
          if (pasteNote && event.target.value.length < MAX_ANSWER_LENGTH) setPasteNote(null);
          onChange(question.id, event.target.value);
        }}
        onInvalid={(event) => onInvalid(question.id, fieldInvalidMessage(event.currentTarget))}
        onPaste={paste}
        placeholder={ANSWER_PLACEHOLDER}
        required
        maxLength={MAX_ANSWER_LENGTH}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        className="mt-2 block max-h-[70vh] min-h-40 w-full resize-y rounded-lg border border-muted bg-surface px-3 py-2 text-base leading-relaxed text-ink [field-sizing:content] placeholder:text-muted aria-invalid:border-2 aria-invalid:border-red-800"
      />
      {counter ? (
        <p id={`${id}-count`} className={`mt-1 text-sm ${value.length >= MAX_ANSWER_LENGTH ? "font-semibold text-ink" : "text-muted"}`}>
          {counter}
        </p>
      ) : null}
      {pasteNote ? (
        <p id={`${id}-paste`} className="mt-1 text-sm font-semibold text-ink">
          {pasteNote}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
});
