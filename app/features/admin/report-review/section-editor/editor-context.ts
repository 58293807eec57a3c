import { createContext, useContext } from "react";
import type { ReviewQuestion } from "../review-view";
import { fieldId } from "./section-form";

/** What every field of one section's editor needs: where its ids come from, the client's sentences, and the refusal's messages by field. */
export type EditorContext = {
  sectionId: string;
  questions: ReviewQuestion[];
  sentences: ReadonlyMap<string, { text: string; question: number }>;
  errors: ReadonlyMap<string, string>;
};

export const EditorFields = createContext<EditorContext | null>(null);

export function useEditorField(name: string) {
  const editor = useContext(EditorFields);
  if (!editor) throw new Error("An editor field outside its editor");
  const id = fieldId(editor.sectionId, name);
  const error = editor.errors.get(name);
  const errorId = `${id}-error`;
  return {
    editor,
    id,
    error,
    errorId,
    /** Spread on the control: its id, name, and its error linked when there is one. */
    control: (hintId?: string) => ({
      id,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined,
    }),
  };
}

/** The first words of a sentence, for a chip or an option: enough to recognise it. */
export const firstWords = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
