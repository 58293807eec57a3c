/** One phase of the 90-day plan: what to do and the one sign that shows progress. */
export type PhaseItem = { action: string; measure: string };

/**
 * What the library says about one theme. `reflection`, `pattern`,
 * `strength` and `factor` are said about the client, so the drafter turns
 * them into claims citing the theme's sentences; the rest is general
 * guidance and says nothing about this client in particular. Where a key
 * holds several wordings, each client gets one (or some) chosen by their
 * seed (ADR 0067), so two clients with the same theme rarely read the same
 * sentence; new wordings go at the end, so the library's ids stay put.
 */
export type ThemeGuidance = {
  /**
   * A resource (support, what helps, hopes) rather than a difficulty: the
   * Root Cause Analysis looks for causes among difficulties first.
   */
  resource?: boolean;
  /** Wordings of one sentence introducing what the client wrote on this theme ("You wrote about..."); one per client. */
  reflection: readonly string[];
  /** Five or more paragraphs: what this can mean for many people, tentatively, and why it matters; two per client. */
  meaning: readonly string[];
  /** Three or four small, concrete things to try. */
  tryThis: readonly string[];
  /** Wordings of a pattern worth noticing, said tentatively about the client; one per client. */
  pattern: readonly string[];
  /** Wordings of a strength the client's words on this theme may show, said tentatively; one per client. */
  strength: readonly string[];
  /** Root Cause Analysis: the contributing factor in a few words ("Fewer shared conversations"). */
  factor: string;
  /** Root Cause Analysis: how this can keep a difficulty going, in general terms. */
  mechanism: string;
  /** Root Cause Analysis: the question to check the mechanism against the client's words. */
  check: string;
  /** 72-hour plan: small first steps, the first the smallest. */
  firstSteps: readonly string[];
  /** The weeks after: six or more ideas, early ones first; each client gets four, in this order, one a week. */
  weeks: readonly string[];
  /** 90-day plan: exactly three phases, days 1–30, 31–60 and 61–90. */
  phases: readonly [PhaseItem, PhaseItem, PhaseItem];
};
