import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AcceptRefusal, AcceptSectionForm, SectionReviewState } from "./approval/section-review-bar";
import { ReportDraftBlock, type CitationSelection } from "./draft-blocks";
import { ReportFailureItems } from "./verification-list";
import type { ReviewActionResult, ReviewSection } from "./review-view";

const fieldClasses =
  "mt-1 block w-full rounded-md border border-muted bg-surface px-3 py-2 font-mono text-sm leading-relaxed aria-invalid:border-2 aria-invalid:border-red-800";

/**
 * One section of the draft: where it stands in the review, its problems
 * beside it, its blocks with their citations, and the reviewer's tools:
 * accept it and go on, edit its text, or have the drafter write it again
 * (ADR 0063). A refused save keeps the reviewer's text open. Arriving at the
 * section's address (after an accept or a save) puts focus on its heading.
 */
export function ReportDraftSection({
  section,
  revision,
  editable,
  result,
  selection,
}: {
  section: ReviewSection;
  revision: number;
  editable: boolean;
  result: ReviewActionResult | undefined;
  selection: CitationSelection;
}) {
  const refusedEdit = result?.intent === "edit" && result.sectionId === section.id ? result : undefined;
  const refusedRedraft = result?.intent === "redraft" && result.sectionId === section.id ? result : undefined;
  const [editing, setEditing] = useState(false);
  // A refusal opens the editor with the reviewer's text until they close it.
  const [closedRefusal, setClosedRefusal] = useState<ReviewActionResult | null>(null);
  const open = editing || (refusedEdit !== undefined && closedRefusal !== refusedEdit);
  const toggle = () => {
    if (open) setClosedRefusal(refusedEdit ?? null);
    setEditing(!open);
  };
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" && navigation.formData?.get("sectionId") === section.id ? navigation.formData.get("intent") : null;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = `markup-${section.id}`;
  const errorId = `markup-${section.id}-error`;

  useEffect(() => {
    if (refusedEdit) fieldRef.current?.focus();
  }, [refusedEdit]);
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (location.hash === `#section-${section.id}`) headingRef.current?.focus({ preventScroll: true });
  }, [location.key, location.hash, section.id]);

  return (
    <section id={`section-${section.id}`} aria-labelledby={`section-${section.id}-title`} className="scroll-mt-24 rounded-lg border border-line bg-surface p-5">
      <h3 id={`section-${section.id}-title`} ref={headingRef} tabIndex={-1} className="font-serif text-xl">
        {section.title}
      </h3>
      {editable ? <SectionReviewState section={section} /> : null}
      {section.failures.length > 0 ? (
        <div className="mt-3 rounded-md border-l-4 border-red-800 bg-[#fdecec] px-4 py-3">
          <p className="font-semibold text-[#7a1f1f]">Verification problems in this section</p>
          <ul className="mt-1 list-disc pl-6">
            <ReportFailureItems failures={section.failures} showSection={false} />
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-4">
        {section.blocks.map((block, index) => (
          <ReportDraftBlock key={index} block={block} blockKey={`${section.id}.${index}`} selection={selection} />
        ))}
      </div>
      {editable ? (
        <div className="mt-5 flex flex-wrap gap-3 border-t border-line pt-4">
          <AcceptSectionForm section={section} revision={revision} />
          <Button variant="secondary" aria-expanded={open} aria-controls={`edit-${section.id}`} onClick={toggle}>
            {open ? "Close editor" : "Edit section"}
            <span className="sr-only">: {section.title}</span>
          </Button>
          <Form method="post">
            <input type="hidden" name="intent" value="redraft" />
            <input type="hidden" name="sectionId" value={section.id} />
            <input type="hidden" name="baseRevision" value={revision} />
            <Button type="submit" variant="quiet" disabled={busyWith !== null}>
              {busyWith === "redraft" ? "Re-drafting…" : "Re-draft this section"}
              <span className="sr-only">: {section.title}</span>
            </Button>
          </Form>
          {section.nextId ? (
            <a href={`#section-${section.nextId}`} className="self-center font-semibold text-accent-strong underline">
              Next section<span className="sr-only"> after {section.title}</span>
            </a>
          ) : null}
        </div>
      ) : null}
      <AcceptRefusal section={section} result={result} />
      {refusedRedraft ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {refusedRedraft.message}
        </p>
      ) : null}
      {editable && open ? (
        <Form id={`edit-${section.id}`} method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="sectionId" value={section.id} />
          <input type="hidden" name="baseRevision" value={revision} />
          <div>
            <label htmlFor={fieldId} className="font-semibold">
              {section.title}
            </label>
            <p id={`${fieldId}-hint`} className="text-sm text-muted">
              Each block starts with a line such as &ldquo;# paragraph&rdquo;. One statement per line, ending with the sentences it rests on in
              brackets, as in [q2.s1 q3.s2]. A quote is only its id (&ldquo;# quote q7.s2&rdquo;): the words come from the answers.
            </p>
            <textarea
              ref={fieldRef}
              // A new answer re-creates it, so the text typed comes back after a refusal, with or without JavaScript.
              key={refusedEdit ? `refused-${refusedEdit.message}-${refusedEdit.markup.length}` : `revision-${revision}`}
              id={fieldId}
              name="markup"
              rows={Math.min(24, Math.max(8, section.markup.split("\n").length + 2))}
              defaultValue={refusedEdit ? refusedEdit.markup : section.markup}
              aria-invalid={refusedEdit ? true : undefined}
              aria-describedby={refusedEdit ? `${fieldId}-hint ${errorId}` : `${fieldId}-hint`}
              className={fieldClasses}
              spellCheck
            />
            {refusedEdit ? (
              <p id={errorId} className="mt-1 font-semibold text-red-800">
                {refusedEdit.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={busyWith !== null} className="self-start">
            {busyWith === "edit" ? "Saving…" : "Save section"}
            <span className="sr-only">: {section.title}</span>
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
