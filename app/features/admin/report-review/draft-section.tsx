import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AcceptRefusal, AcceptSectionForm, SectionReviewState } from "./approval/section-review-bar";
import { ReportDraftBlock, type CitationSelection } from "./draft-blocks";
import { LibraryDisclosure, useLibraryNotes } from "./library/library-disclosure";
import { libraryRuns } from "./library/library-runs";
import { ReportFailureItems } from "./verification-list";
import type { ReviewActionResult, ReviewQuestion, ReviewSection } from "./review-view";
import { SectionEditor } from "./section-editor/section-editor";

/**
 * One section of the draft: where it stands in the review, its problems
 * beside it, its blocks with their citations, and the reviewer's tools:
 * accept it and go on, edit its text, or have the drafter write it again
 * (ADR 0063), in the plain editor (ADR 0070). Adjacent blocks of the guidance
 * library fold under one label (ADR 0078). A refused save keeps the
 * reviewer's text open, with its reasons. Arriving at the
 * section's address (after an accept or a save) puts focus on its heading.
 */
export function ReportDraftSection({
  section,
  revision,
  editable,
  result,
  selection,
  questions,
}: {
  section: ReviewSection;
  revision: number;
  editable: boolean;
  result: ReviewActionResult | undefined;
  selection: CitationSelection;
  /** The client's sentences by question: what a statement may rest on. */
  questions: ReviewQuestion[];
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
  const location = useLocation();
  const notes = useLibraryNotes();
  const runs = libraryRuns(section.blocks.length, (index) => notes[`${section.id}.${index}`] ?? null);
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
        {runs.map((run) =>
          run.note && run.indexes.length > 1 ? (
            <LibraryDisclosure key={run.indexes[0]} note={run.note}>
              <div className="flex flex-col gap-4">
                {run.indexes.map((index) => (
                  <ReportDraftBlock key={index} block={section.blocks[index]!} blockKey={`${section.id}.${index}`} selection={selection} bare />
                ))}
              </div>
            </LibraryDisclosure>
          ) : (
            <ReportDraftBlock key={run.indexes[0]} block={section.blocks[run.indexes[0]!]!} blockKey={`${section.id}.${run.indexes[0]}`} selection={selection} />
          ),
        )}
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
        <SectionEditor
          id={`edit-${section.id}`}
          section={section}
          revision={revision}
          questions={questions}
          refused={refusedEdit}
          busy={busyWith === null ? null : busyWith === "edit" ? "edit" : "other"}
        />
      ) : null}
    </section>
  );
}
