import { mergeLibraryNotes, type LibraryNoteView } from "./library-note-view";

/** Consecutive blocks (or list items) by index; `note` is set when they are folded library text. */
export type LibraryRun = { note: LibraryNoteView | null; indexes: number[] };

/**
 * Adjacent library texts go under one label (ADR 0078): a reviewer passes
 * one line rather than one per paragraph. A run holds texts in the same
 * state only, so a reviewed text is never opened because its neighbour waits
 * for the provider, nor an unreviewed one hidden behind a reviewed label.
 * Anything else stands alone, as before.
 */
export function libraryRuns(count: number, noteAt: (index: number) => LibraryNoteView | null): LibraryRun[] {
  const runs: { notes: LibraryNoteView[]; indexes: number[] }[] = [];
  for (let index = 0; index < count; index++) {
    const note = noteAt(index);
    const last = runs.at(-1);
    const lastNote = last?.notes.at(-1);
    if (note && last && lastNote && (lastNote.reviewed === null) === (note.reviewed === null)) {
      last.notes.push(note);
      last.indexes.push(index);
    } else {
      runs.push({ notes: note ? [note] : [], indexes: [index] });
    }
  }
  return runs.map(({ notes, indexes }) => ({ note: notes.length === 0 ? null : notes.length === 1 ? notes[0]! : mergeLibraryNotes(notes), indexes }));
}
