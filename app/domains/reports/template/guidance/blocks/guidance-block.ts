import type { WrittenFormType } from "~/shared/form-types";

/**
 * One block of the guidance library (ADR 0067): what we say to a client who
 * wrote about one particular thing (a loss to an overdose, drinking more,
 * a shaken faith), and the signals in their sentences that select it.
 *
 * Text may hold slots filled from the client's own answers (client-details):
 * `{lost}` the name of the person who died, `{they}`/`{them}`/`{their}` that
 * person's pronouns, `{since}` the time since the loss ("seven months"),
 * `{person}` a name in the sentences that selected the block, `{place}` a
 * place named there, `{first}` the client's first name. `{key|fallback}`
 * uses the fallback when the detail is missing; `[…]` is left out whole
 * when a slot inside it has neither.
 */
export type GuidanceBlock = {
  id: string;
  forms: readonly WrittenFormType[];
  /** A few words for lists and plans: "losing him to an overdose". */
  topic: string;
  /** Single lower-case words, matched on a sentence's words and lemmas. */
  terms: readonly string[];
  /** Lower-case phrases, matched on lemmas and on words. */
  phrases?: readonly string[];
  /** When set, only answers to these questions can select the block (a child's death is told in questions 1–3). */
  within?: readonly number[];
  /**
   * Who died and how (a child, an overdose): such a block is always among the salient topics when
   * selected, ahead of the rest, since the whole report stands on it.
   */
  lead?: boolean;
  /** Multiplies the block's score: above 1 for what a report must not miss (drinking more), below for what is common to most answers (meals). */
  weight?: number;
  /** The weight of matches needed: 2 is one term, 3 one phrase. */
  minScore?: number;
  /** Said about the client, citing the sentences that selected the block. Variants: one is chosen per client. */
  about: readonly string[];
  /** General guidance, a paragraph per entry, each entry a list of variants. Never about the client. */
  says: readonly (readonly string[])[];
  /** Small things to try; two are offered. */
  tryThis: readonly string[];
  /** A first step for the 72-hour plan, without its day. */
  step: readonly string[];
  /** A question to sit with. */
  ask: readonly string[];
};
