import { createContext, useContext } from "react";
import type { LibraryNoteView } from "./library-note-view";

/**
 * The review page's library blocks, by block key. A context, so the section
 * and its blocks are drawn as before and only a library block changes.
 */
const LibraryNotes = createContext<Record<string, LibraryNoteView>>({});
export const LibraryNotesProvider = LibraryNotes.Provider;

export function useLibraryNote(blockKey: string): LibraryNoteView | null {
  return useContext(LibraryNotes)[blockKey] ?? null;
}

/** Every note, for a section grouping its adjacent library blocks or a list its library items. */
export function useLibraryNotes(): Record<string, LibraryNoteView> {
  return useContext(LibraryNotes);
}

/**
 * Library text, collapsed (ADR 0071): the provider read it once, so the
 * reviewer reads what was written for this client instead. A text the
 * provider has not reviewed is open and marked, so nothing unread passes.
 * Wordings filled with this client's details show the details in the
 * label, where the reviewer reads them without opening it (ADR 0080).
 */
export function LibraryDisclosure({ note, title, children }: { note: LibraryNoteView; title?: string | undefined; children: React.ReactNode }) {
  // One text names its entry and version, as the library page lists them; a list counts its texts.
  const which = [title ? `“${title}”` : null, note.texts > 1 ? `${note.texts} texts` : `${note.entryId}, version ${note.version}`].filter(Boolean).join(", ");
  return (
    <details open={note.reviewed === null} data-library-entry={note.entryId} className={`rounded-md border px-3 py-2 ${note.reviewed ? "border-line bg-paper" : "border-[#8a5a00] bg-banner"}`}>
      <summary className="min-h-11 cursor-pointer py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong">
        <span className="font-semibold">From the guidance library:</span> {which},{" "}
        {note.reviewed ? (
          <>
            reviewed <time dateTime={note.reviewed.onIso}>{note.reviewed.on}</time> by {note.reviewed.by}
          </>
        ) : (
          <strong>{note.texts > 1 && note.waiting < note.texts ? `${note.waiting} of ${note.texts} not yet reviewed by the provider` : "not yet reviewed by the provider"}</strong>
        )}
        {note.fills.length > 0 ? <FilledIn fills={note.fills} /> : null}
      </summary>
      <div className="mt-2 pb-2">{children}</div>
    </details>
  );
}

/** The client's details in a folded wording's slots: names, themes, topics, as the draft put them. */
function FilledIn({ fills }: { fills: string[] }) {
  return (
    <span className="mt-1 block">
      <span className="font-semibold">Filled in for this client:</span>{" "}
      {fills.map((fill, index) => (
        <span key={fill}>
          {index > 0 ? "; " : ""}
          <mark className="rounded-sm bg-accent-soft px-1 text-ink">{fill}</mark>
        </span>
      ))}
    </span>
  );
}
