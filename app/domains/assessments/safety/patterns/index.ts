/**
 * Every pattern, by category; the categories' own files say what each looks for. To add one,
 * add labelled sentences to ../labelled-sentences.json first (the sentence it must catch and
 * the everyday look-alikes it must not), then the pattern, then run the labelled-set test
 * and watch the false-alarm rate (see docs/decisions/0017-safety-screen-clinical-warning-signs.md).
 */
import type { SafetyPhrase } from "../categories";
import { abusePhrases } from "./abuse";
import { actsToldPhrases } from "./acts-told";
import { careHarmPhrases, careHarmPhrasesSixth } from "./care-harms";
import { actPhrases } from "./acts";
import { dangerAtHomePhrases } from "./danger-at-home";
import { harmToOthersPhrases } from "./harm-to-others";
import { intentPhrases } from "./intent";
import { neglectPhrases } from "./neglect";
import { planPhrases } from "./plans";
import { selfHarmPhrases } from "./self-harm";
import { suicidePhrases } from "./suicide";

export const safetyPhrases: SafetyPhrase[] = [
  ...suicidePhrases,
  ...selfHarmPhrases,
  ...harmToOthersPhrases,
  ...abusePhrases,
  ...dangerAtHomePhrases,
  ...neglectPhrases,
  ...planPhrases,
  ...actPhrases,
  ...intentPhrases,
  ...careHarmPhrases,
  ...actsToldPhrases,
  ...careHarmPhrasesSixth,
];
