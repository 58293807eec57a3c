import { useEffect, useMemo, useRef } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { ReportSection } from "~/domains/reports/document/report-document";
import type { ReviewActionResult, ReviewQuestion } from "../review-view";
import { BlockFields, blockLegends } from "./block-fields";
import { EditorFields, type EditorContext } from "./editor-context";
import { fieldId, formFromSection } from "./section-form";

type RefusedEdit = Extract<ReviewActionResult, { intent: "edit" }>;

/**
 * The plain editor of one section (issue 29, ADR 0070): each block a group of
 * labelled fields, each statement its own field with the sentences it rests
 * on as chips. Posted as ordinary form fields; the server builds the section,
 * verifies it, and refuses a save that would fail, with the reasons shown
 * here and the reviewer's text kept. After a refusal focus goes to the first
 * field marked, or to the reasons; opening the editor moves nothing else on
 * the page (the answers column keeps its place).
 */
export function SectionEditor({
  id,
  section,
  revision,
  questions,
  refused,
  busy,
}: {
  id: string;
  section: Pick<ReportSection, "id" | "title" | "blocks">;
  revision: number;
  questions: ReviewQuestion[];
  refused: RefusedEdit | undefined;
  busy: "edit" | "other" | null;
}) {
  const blocks = useMemo(
    () => refused?.form ?? formFromSection(section),
    [refused, section],
  );
  const context = useMemo<EditorContext>(() => {
    const sentences = new Map(
      questions.flatMap((question) =>
        question.sentences.map(
          (sentence) =>
            [
              sentence.id,
              { text: sentence.text, question: question.number },
            ] as const,
        ),
      ),
    );
    const errors = new Map(
      (refused?.errors ?? []).flatMap((error) =>
        error.field ? [[error.field, error.message] as const] : [],
      ),
    );
    return { sectionId: section.id, questions, sentences, errors };
  }, [questions, refused, section.id]);
  const reasons = refused
    ? [
        refused.message,
        ...refused.errors
          .filter((error) => !error.field)
          .map((error) => error.message),
      ]
    : [];
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!refused) return;
    const firstMarked = formRef.current?.querySelector<HTMLElement>(
      "[aria-invalid=true]",
    );
    (firstMarked ?? summaryRef.current)?.focus();
  }, [refused]);

  const summaryId = `${id}-reasons`;
  return (
    <Form
      id={id}
      ref={formRef}
      method="post"
      className="mt-4 flex flex-col gap-4"
      aria-labelledby={`${id}-title`}
      aria-describedby={refused ? summaryId : `${id}-hint`}
    >
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="sectionId" value={section.id} />
      <input type="hidden" name="baseRevision" value={revision} />
      <div>
        <h4 id={`${id}-title`} className="font-serif text-lg">
          Editing: {section.title}
        </h4>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Change the words in any field. Under each statement are the
          client&apos;s sentences it rests on: untick one to drop it, or add
          another from the list. Empty a statement or a block to remove it.
          Quotes are always the client&apos;s own words.
        </p>
      </div>
      {refused ? (
        <div
          id={summaryId}
          ref={summaryRef}
          tabIndex={-1}
          className="rounded-md border-l-4 border-red-800 bg-[#fdecec] px-4 py-3"
        >
          <p className="font-semibold text-[#7a1f1f]">{reasons[0]}</p>
          {reasons.length > 1 ? (
            <ul className="mt-1 list-disc pl-6">
              {reasons.slice(1).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
          {refused.errors.some((error) => error.field) ? (
            <ul className="mt-1 list-disc pl-6">
              {refused.errors.flatMap((error) =>
                error.field
                  ? [
                      <li key={error.field}>
                        <a
                          href={`#${fieldId(section.id, error.field)}`}
                          className="underline"
                        >
                          {error.message}
                        </a>
                      </li>,
                    ]
                  : [],
              )}
            </ul>
          ) : null}
        </div>
      ) : null}
      <EditorFields.Provider value={context}>
        {blocks.map((block, index) => (
          <fieldset
            key={index}
            className="flex flex-col gap-3 rounded-lg border border-line p-4"
          >
            <legend className="px-1 font-semibold">
              Block {index + 1}: {blockLegends[block.type]}
            </legend>
            <BlockFields block={block} index={index} />
          </fieldset>
        ))}
      </EditorFields.Provider>
      <Button type="submit" disabled={busy !== null} className="self-start">
        {busy === "edit" ? "Saving…" : "Save section"}
        <span className="sr-only">: {section.title}</span>
      </Button>
    </Form>
  );
}
