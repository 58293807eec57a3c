/**
 * A block of the draft that is the guidance library's words (ADR 0071).
 * `texts`: how many library entries it holds (a list may hold several;
 * `entryId` and `version` are its first); `fills`: this client's details
 * put in the wordings' slots, which the reviewer reads (ADR 0080); `waiting`: how many of
 * them the provider has not reviewed; `reviewed`: the latest review, only
 * when every entry has one.
 */
export type LibraryNoteView = {
  entryId: string;
  version: string;
  texts: number;
  fills: string[];
  waiting: number;
  reviewed: { by: string; on: string; onIso: string } | null;
};

/** The note of a library item in a list that also holds the client's own: "section-id.index:item". */
export const libraryItemKey = (blockKey: string, item: number) => `${blockKey}:${item}`;

/**
 * Several library texts folded under one label (ADR 0078): a run of adjacent
 * library blocks, or adjacent library items of a mixed list. Reviewed only
 * when every one is; then the latest review stands for them all.
 */
export function mergeLibraryNotes(notes: readonly LibraryNoteView[]): LibraryNoteView {
  const [first] = notes;
  if (!first) throw new Error("mergeLibraryNotes needs at least one note");
  const waiting = notes.reduce((sum, note) => sum + note.waiting, 0);
  const reviews = notes.flatMap((note) => (note.reviewed ? [note.reviewed] : []));
  const latest = reviews.sort((a, b) => b.onIso.localeCompare(a.onIso))[0] ?? null;
  return {
    entryId: first.entryId,
    version: first.version,
    texts: notes.reduce((sum, note) => sum + note.texts, 0),
    fills: [...new Set(notes.flatMap((note) => note.fills))],
    waiting,
    reviewed: waiting === 0 ? latest : null,
  };
}
