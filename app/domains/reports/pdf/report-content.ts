/**
 * A report as data: the cover, then sections of simple blocks. The sample
 * reports are written in this shape now; the reports pipeline can fill the
 * same shape from a client's real answers later.
 */
export type ReportBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "bullets"; items: string[] }
  /** The client's own words, beside the question they answered. */
  | { kind: "answer"; question: string; answer: string }
  | { kind: "callout"; title: string; text: string }
  /** A timed plan: the 72-hour action plan, the 90-day plan. */
  | { kind: "plan"; rows: { when: string; action: string }[] }
  | { kind: "scores"; rows: { label: string; value: number; highlight?: boolean }[]; max: number }
  | { kind: "facts"; rows: { label: string; value: string }[] };

export type ReportSection = {
  title: string;
  /** Starts the section on a fresh page (the clinician brief, the plans). */
  newPage?: boolean;
  blocks: ReportBlock[];
};

export type CoverContent = {
  /** A small line above the title, e.g. "CATHARSIS REPORT · DEPRESSION". */
  kicker: string;
  /** Broken by hand: the cover is drawn, not flowed (see cover-drawing.ts). */
  titleLines: string[];
  subtitleLines: string[];
  preparedFor: { label: string; value: string }[];
  insideLines: string[];
};

export type ReportContent = {
  title: string;
  /** The running header on every page after the cover. */
  runningHead: string;
  cover: CoverContent;
  sections: ReportSection[];
};
