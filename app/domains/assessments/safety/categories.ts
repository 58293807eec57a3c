/**
 * The safety screen's categories and the shape of one phrase pattern: a small module of its
 * own, so the patterns, the screen and the provider's labels all import it and none imports
 * another. The ids are stored with submissions: add new ones, never rename or drop one.
 */
export const safetyCategories = [
  "suicidal-thoughts",
  "self-harm",
  "harm-to-others",
  "abuse",
  "danger-at-home",
  "neglect-of-dependant",
] as const;
export type SafetyCategory = (typeof safetyCategories)[number];

export type SafetyPhrase = {
  category: SafetyCategory;
  /**
   * A regular-expression source matched against one clause, read twice: as its words
   * (lower case, contractions spelt out: "i do not", "i am", "can not", "going to") and as
   * their lemmas from wink-nlp ("i be", "want to die", "give my thing away", "he say he
   * will kill me"). A pattern may be written in either form; the screen adds word
   * boundaries at both ends.
   */
  pattern: string;
  /** The wording carries its own negation ("do not feel safe at home"): a negator before it is no denial. */
  negationExempt?: true;
  /** Nothing in the wording ties it to the writer ("want to die"): someone else as its subject cancels it. */
  aboutWriter?: true;
  /** Who must be the subject just before the phrase: see WRITER_SUBJECT and OTHER_SUBJECT. */
  subject?: "writer" | "someone else";
  /** Done to the writer by someone else: "used to" or "stopped" does not make it over ("he used to hit me"). */
  doneByOther?: true;
  /** Regex sources for the everyday uses it must not catch: a lookahead after the match, a lookbehind before it. */
  unlessFollowedBy?: string;
  unlessPrecededBy?: string;
  /** A regex source that must also match somewhere in the sentence (its words or lemmas): the intent behind "i have stopped my tablets". */
  alsoInSentence?: string;
  /** Like alsoInSentence, but the sentence after may hold it: "Rope's in the shed. Tomorrow when she's out." */
  alsoNearby?: string;
  /** A regex source that cancels the match when the sentence or the next holds it (a joke, a laugh). */
  unlessNearby?: string;
};
