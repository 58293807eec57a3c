import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { FOLLOW_UP_FIELD_ID } from "~/components/content/risk-mark";
import { showToast } from "~/components/toast/toaster";
import { Button } from "~/components/ui/button";
import { LabeledField } from "~/components/ui/labeled-field";
import type { SafetyFollowUpResult, SubmissionDetail } from "./submission-detail-view";

const inputClasses =
  "mt-1 block w-full rounded-md border border-muted bg-surface px-3 py-2 aria-invalid:border-2 aria-invalid:border-red-800";

/**
 * A flagged submission's safety follow-ups (who, when, what was done) and the
 * form that records one. Recording the first clears the flag in the list;
 * the flag and its categories stay on the submission (ADR 17).
 */
export function SafetyFollowUpSection({
  followUps,
  result,
}: {
  followUps: SubmissionDetail["followUps"];
  result: SafetyFollowUpResult | undefined;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting" && navigation.formData?.has("note") === true;
  const error = result && !result.ok ? result.noteError : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      showToast({ title: "Follow-up recorded", description: "The flag is cleared; it stays in the record.", type: "success" });
      formRef.current?.reset();
      return;
    }
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);
  // The review page and each marked sentence link here (issue 29): arriving puts the cursor in the note.
  const location = useLocation();
  useEffect(() => {
    if (location.hash === `#${FOLLOW_UP_FIELD_ID}`) document.getElementById(FOLLOW_UP_FIELD_ID)?.focus();
  }, [location.key, location.hash]);

  return (
    <section aria-labelledby="safety-follow-up" className="mt-8 rounded-lg border border-line bg-surface p-5">
      <h2 id="safety-follow-up" className="font-serif text-2xl">
        Safety follow-up
      </h2>
      {followUps.length === 0 ? (
        <p className="mt-2 text-muted">Nobody has recorded a follow-up on this flag yet.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4">
          {followUps.map((followUp) => (
            <li key={followUp.id} className="border-l-4 border-line pl-4">
              <p className="text-sm text-muted">
                <span className="break-all">{followUp.reviewerEmail}</span>, <time dateTime={followUp.createdIso}>{followUp.createdAt}</time>
              </p>
              <p className="mt-1 whitespace-pre-line">{followUp.note ?? "This note could not be opened."}</p>
            </li>
          ))}
        </ol>
      )}
      <Form ref={formRef} method="post" noValidate className="mt-6 flex max-w-2xl flex-col gap-3 print:hidden">
        <h3 className="text-lg font-semibold">Record the safety follow-up</h3>
        {result?.ok ? <p className="rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">Follow-up recorded. The flag is cleared.</p> : null}
        <LabeledField
          id={FOLLOW_UP_FIELD_ID}
          label="What was done"
          hint="For example: called the client on 23 Nov, safe, seeing their GP tomorrow. Up to 2,000 characters; stored encrypted."
          error={error}
          className=""
        >
          {(field) => (
            <textarea
              {...field}
              // A new answer re-creates it, so the text typed comes back after an error without JavaScript.
              key={result && !result.ok ? `error-${result.note.length}` : "note"}
              name="note"
              rows={4}
              required
              defaultValue={result && !result.ok ? result.note : undefined}
              className={inputClasses}
            />
          )}
        </LabeledField>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Clearing…" : "Clear flag"}
        </Button>
      </Form>
    </section>
  );
}
