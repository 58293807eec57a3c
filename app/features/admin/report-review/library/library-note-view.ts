/**
 * A block of the draft that is the guidance library's words unchanged (ADR
 * 0071). `texts`: how many library entries it holds (a list may hold
 * several; `entryId` and `version` are its first); `waiting`: how many of
 * them the provider has not reviewed; `reviewed`: the latest review, only
 * when every entry has one.
 */
export type LibraryNoteView = {
  entryId: string;
  version: string;
  texts: number;
  waiting: number;
  reviewed: { by: string; on: string; onIso: string } | null;
};
