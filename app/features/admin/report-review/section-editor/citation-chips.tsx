import { useState } from "react";
import { Button } from "~/components/ui/button";
import { firstWords, useEditorField } from "./editor-context";
import { FieldError } from "~/components/ui/field-error";
import { SentenceOptions } from "./sentence-options";
import { part } from "./section-form";

/**
 * The sentences one statement rests on, as chips: each a ticked box with the
 * sentence's id and first words; untick it to remove the citation. Below, a
 * list of the client's sentences, by question, to add one more. Without
 * JavaScript the sentence chosen there is added when the section is saved;
 * with it, "Add sentence" makes it a chip at once (ADR 0070).
 */
export function CitationChips({ item, cites, label }: { item: string; cites: string[]; label: string }) {
  const picker = useEditorField(part(item, "add"));
  const { editor } = picker;
  const [added, setAdded] = useState<string[]>([]);
  const [picked, setPicked] = useState("");
  const [said, setSaid] = useState("");
  const chips = [...cites, ...added.filter((id) => !cites.includes(id))];

  const add = () => {
    if (!picked) return;
    if (!chips.includes(picked)) setAdded([...added, picked]);
    setSaid(`Added ${picked} to what ${label} rests on.`);
    setPicked("");
  };

  return (
    <fieldset className="mt-2 rounded-md border border-line px-3 pb-3 pt-1">
      <legend className="px-1 text-sm font-semibold">
        Rests on<span className="sr-only"> ({label})</span>
      </legend>
      {chips.length === 0 ? <p className="text-sm text-muted">No sentence yet.</p> : null}
      <ul className="flex flex-wrap gap-2">
        {chips.map((id) => (
          <li key={id}>
            <label className="inline-flex items-center gap-2 rounded-full border border-accent-strong bg-accent-soft px-3 py-1 text-sm has-[input:not(:checked)]:border-line has-[input:not(:checked)]:bg-surface has-[input:not(:checked)]:text-muted has-[input:not(:checked)]:line-through">
              <input type="checkbox" name={part(item, "cite")} value={id} defaultChecked className="size-4" />
              <span>
                {id} · &lsquo;{firstWords(editor.sentences.get(id)?.text ?? "not one of this client's sentences")}&rsquo;
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={picker.id} className="text-sm font-semibold">
            Add a sentence it rests on
          </label>
          <select
            {...picker.control()}
            value={picked}
            onChange={(event) => setPicked(event.currentTarget.value)}
            className="mt-1 block w-full rounded-md border border-muted bg-surface px-2 py-2 text-sm aria-invalid:border-2 aria-invalid:border-red-800"
          >
            <option value="">Choose one of the client&apos;s sentences</option>
            <SentenceOptions questions={editor.questions} />
          </select>
        </div>
        <Button type="button" variant="secondary" onClick={add} disabled={!picked}>
          Add sentence<span className="sr-only"> to {label}</span>
        </Button>
      </div>
      <FieldError id={picker.errorId} message={picker.error} />
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
