import { useContext, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { CitationChips } from "./citation-chips";
import { EditorFields, useEditorField } from "./editor-context";
import { FieldError } from "~/components/ui/field-error";
import { SentenceOptions } from "./sentence-options";
import { inputClasses } from "./input-classes";
import { fieldId, fieldName, part, type CitedText, type FormBlock, type FormStep } from "./section-form";

// About 55 characters a line in the draft column at 1280 px: the whole text shows without scrolling the field.
const rowsFor = (text: string) => Math.min(14, Math.max(2, Math.ceil(text.length / 55) + text.split("\n").length));

/** A labelled text field (one line or several) with its error under it. */
function TextField({ name, label, value, multiline = false, hint }: { name: string; label: string; value: string; multiline?: boolean; hint?: string }) {
  const field = useEditorField(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={field.id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...field.control(hintId)} defaultValue={value} rows={rowsFor(value)} spellCheck className={inputClasses} />
      ) : (
        <input {...field.control(hintId)} defaultValue={value} type="text" spellCheck className={inputClasses} />
      )}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

function Statement({ block, index, claim }: { block: number; index: number; claim: CitedText }) {
  const item = fieldName.claim(block, index);
  return (
    <div className="rounded-md bg-paper p-3">
      <TextField name={part(item, "text")} label={`Statement ${index + 1}`} value={claim.text} multiline />
      <CitationChips item={item} cites={claim.cites} label={`statement ${index + 1} of block ${block + 1}`} />
    </div>
  );
}

function Paragraph({ block, claims }: { block: number; claims: CitedText[] }) {
  // Statements added here are empty until written; an empty one is dropped on saving.
  const [extra, setExtra] = useState(0);
  const all = [...claims, ...Array.from({ length: extra }, () => ({ text: "", cites: [] }))];
  const sectionId = useContext(EditorFields)?.sectionId ?? "";
  const added = useRef(false);
  // A statement just added is where the reviewer writes next: focus goes to its field.
  useEffect(() => {
    if (added.current) document.getElementById(fieldId(sectionId, part(fieldName.claim(block, all.length - 1), "text")))?.focus();
  }, [extra, sectionId, block, all.length]);
  return (
    <>
      {all.map((claim, index) => (
        <Statement key={index} block={block} index={index} claim={claim} />
      ))}
      <Button type="button" variant="quiet" className="self-start" onClick={() => {
          added.current = true;
          setExtra(extra + 1);
        }}>
        Add a statement<span className="sr-only"> to block {block + 1}</span>
      </Button>
    </>
  );
}

function Step({ block, index, step, withMeasure }: { block: number; index: number; step: FormStep; withMeasure: boolean }) {
  const item = fieldName.step(block, index);
  return (
    <div className="flex flex-col gap-2 rounded-md bg-paper p-3">
      <TextField name={part(item, "when")} label={`Step ${index + 1}: when`} value={step.when} />
      <TextField name={part(item, "action")} label={`Step ${index + 1}: what to do`} value={step.action} multiline />
      {withMeasure || step.measure ? <TextField name={part(item, "measure")} label={`Step ${index + 1}: sign of progress`} value={step.measure} /> : null}
      <CitationChips item={item} cites={step.cites} label={`step ${index + 1} of block ${block + 1}`} />
    </div>
  );
}

function QuotePicker({ block, sentenceId }: { block: number; sentenceId: string }) {
  const field = useEditorField(fieldName.quote(block));
  const [chosen, setChosen] = useState(sentenceId);
  const words = field.editor.sentences.get(chosen)?.text;
  const hintId = `${field.id}-hint`;
  return (
    <div>
      <p id={hintId} className="rounded-md border-l-4 border-accent bg-accent-soft px-3 py-2">
        {words ? <>&ldquo;{words}&rdquo;</> : chosen ? `${chosen} is not one of this client's sentences.` : "This quote will be removed."}
        <span className="mt-1 block text-sm text-muted">The client&apos;s own words, filled in from the answers when you save.</span>
      </p>
      <label htmlFor={field.id} className="mt-2 block font-semibold">
        Sentence quoted
      </label>
      <select {...field.control(hintId)} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)} className={inputClasses}>
        <option value="">Remove this quote</option>
        <SentenceOptions questions={field.editor.questions} />
      </select>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

export const blockLegends: Record<FormBlock["type"], string> = {
  paragraph: "Paragraph about the client",
  quote: "Quote from the answers",
  guidance: "General guidance",
  list: "List",
  callout: "Box",
  plan: "Plan",
  "risk-flags": "Risk flags",
  computed: "Computed from the answers",
};

/** One block's fields. Emptying a block's text removes the block when the section is saved. */
export function BlockFields({ block, index }: { block: FormBlock; index: number }) {
  switch (block.type) {
    case "paragraph":
      return <Paragraph block={index} claims={block.claims} />;
    case "quote":
      return <QuotePicker block={index} sentenceId={block.sentenceId} />;
    case "guidance":
      return <TextField name={fieldName.blockText(index)} label="Text" value={block.text} multiline />;
    case "list":
      return (
        <>
          <TextField name={fieldName.blockTitle(index)} label="Title (may be left empty)" value={block.title} />
          <TextField name={fieldName.listItems(index)} label="Items" hint="One item per line." value={block.items} multiline />
        </>
      );
    case "callout":
      return (
        <>
          <TextField name={fieldName.blockTitle(index)} label="Title" value={block.title} />
          <TextField name={fieldName.blockText(index)} label="Text" value={block.text} multiline />
        </>
      );
    case "plan":
      return block.steps.map((step, s) => <Step key={s} block={index} index={s} step={step} withMeasure={block.horizon === "90-day"} />);
    case "risk-flags":
      return block.flags.length === 0 ? (
        <p className="text-muted">None.</p>
      ) : (
        block.flags.map((flag, f) => (
          <div key={f} className="rounded-md bg-paper p-3">
            <p className="font-semibold">
              {flag.category} (added by the {flag.addedBy}; it stays in the report)
            </p>
            <CitationChips item={fieldName.flag(index, f)} cites={flag.cites} label={`the ${flag.category} flag`} />
          </div>
        ))
      );
    case "computed":
      return <p className="text-muted">{block.kind === "scores" ? "The scores" : "The validated scales"} are computed from the answers and kept as they are.</p>;
  }
}
