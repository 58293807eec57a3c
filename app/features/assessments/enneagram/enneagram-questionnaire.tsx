import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useDraftAutosave } from "~/features/assessments/autosave/use-draft-autosave";
import type { OpenFormGate } from "~/features/assessments/form-gate";
import { Button } from "~/components/ui/button";
import { isEnneagramAnswers, type EnneagramAnswers } from "~/domains/assessments/assessment-answers";
import type { EnneagramResult } from "~/domains/assessments/enneagram/score-enneagram";
import { EnneagramResults } from "./enneagram-results";
import { firstIncompletePart, missingMessage, partOf, questionnaireParts as parts, unrated } from "./questionnaire-parts";
import { QuestionnaireProgress } from "./questionnaire-progress";
import { StatementFieldset } from "./statement-fieldset";
import { useSendEnneagram } from "./use-send-enneagram";

const emptyAnswers = (): EnneagramAnswers => ({ ratings: {} });

/** The built-in Enneagram questionnaire: 99 statements in 9 parts, saved as they are rated, scored when sent. */
export function EnneagramQuestionnaire({ gate }: { gate: OpenFormGate }) {
  const draft = useDraftAutosave<EnneagramAnswers>({
    formType: "enneagram",
    entitlementId: gate.entitlementId,
    bankVersion: gate.bankVersion,
    serverDraft: gate.draft && isEnneagramAnswers(gate.draft) ? gate.draft : null,
    emptyAnswers,
  });
  const { ratings } = draft.answers;
  const { update } = draft;
  const { send, sending, refusal } = useSendEnneagram(gate);
  const [part, setPart] = useState(() => firstIncompletePart(parts, ratings));
  const [positioned, setPositioned] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [sent, setSent] = useState<{ result: EnneagramResult | null } | null>(null);
  // Where focus goes after the part on screen changes (a part's heading, or a statement's first rating).
  const [focusTarget, setFocusTarget] = useState<{ selector: string } | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Once this device's copy (if any) is restored, carry on where the writer left off.
  if (draft.ready && !positioned) {
    setPositioned(true);
    setPart(firstIncompletePart(parts, ratings));
  }

  useEffect(() => {
    if (!focusTarget) return;
    const element = document.querySelector<HTMLElement>(focusTarget.selector);
    element?.focus();
    element?.scrollIntoView({ block: "center" });
  }, [focusTarget]);

  useEffect(() => {
    if (sent) resultsHeading.current?.focus();
  }, [sent]);

  const rate = useCallback(
    (statementId: string, rating: number) => update((previous) => ({ ratings: { ...previous.ratings, [statementId]: rating } })),
    [update],
  );

  const goToPart = (index: number) => {
    setPart(index);
    setFocusTarget({ selector: "#enneagram-part-heading" });
  };

  const missing = unrated(parts, ratings);
  const missingIds = new Set(showMissing ? missing.map((statement) => statement.id) : []);
  const allRated = missing.length === 0;
  const isLast = part === parts.length - 1;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const first = missing[0];
    if (first) {
      setShowMissing(true);
      setPart(partOf(parts, first.id));
      setFocusTarget({ selector: `input[name="${first.id}"]` });
      return;
    }
    const outcome = await send(draft.answers);
    if (!outcome.sent) return;
    draft.finish(emptyAnswers());
    setSent({ result: outcome.result });
  }

  if (sent) return <EnneagramResults result={sent.result} headingRef={resultsHeading} />;

  const current = parts[part]!;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Enneagram questionnaire" className="space-y-6">
      <QuestionnaireProgress parts={parts} ratings={ratings} current={part} onChoosePart={goToPart} saveState={draft.status} />
      {showMissing && !allRated ? (
        <p role="alert" className="rounded-xl border-2 border-red-800 bg-red-50 p-4 font-semibold text-red-800">
          {missingMessage(missing)}
        </p>
      ) : null}
      {/* Disabled until hydrated: a rating chosen before then could not be saved. */}
      <fieldset disabled={!draft.ready} className="space-y-4" aria-labelledby="enneagram-part-heading">
        <h2 id="enneagram-part-heading" tabIndex={-1} className="font-serif text-2xl text-ink focus:outline-none">
          Part {part + 1} of {parts.length}
          <span className="ml-3 text-base font-normal text-muted">
            Statements {current.statements[0]!.number} to {current.statements.at(-1)!.number}
          </span>
        </h2>
        {current.statements.map((statement) => (
          <StatementFieldset
            key={statement.id}
            statement={statement}
            rating={ratings[statement.id]}
            onRate={rate}
            missing={missingIds.has(statement.id)}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {part > 0 ? (
          <Button variant="secondary" onClick={() => goToPart(part - 1)}>
            Previous part
          </Button>
        ) : null}
        {!isLast ? <Button onClick={() => goToPart(part + 1)}>Next part</Button> : null}
        {isLast || allRated ? (
          <Button type="submit" size="lg" disabled={sending || !draft.ready}>
            {sending ? "Sending..." : "Send Questionnaire"}
          </Button>
        ) : null}
      </div>
      {refusal ? <p className="font-semibold text-red-800">{refusal}</p> : null}
    </form>
  );
}
