/**
 * The review tier's patterns (ADR 0057): high recall, for a person to read soon. A sentence the
 * urgent patterns (../index.ts) miss but one of these catches is "review". Each file's patterns
 * carry a comment naming the kind of sentence they catch.
 */
import type { SafetyPhrase } from "../../categories";
import { broadReviewPhrases } from "./broad-review";
import { conceptReviewPhrases } from "./concept-review";
import { denialReviewPhrases } from "./denial-review";
import { householdReviewPhrases, householdReviewPhrasesSeventh } from "./household-review";
import { obliqueReviewPhrases } from "./oblique-review";
import { otherReviewPhrases } from "./other-review";
import { plainSpeechReviewPhrases } from "./plain-speech-review";
import { quietSignsReviewPhrases } from "./quiet-signs-review";
import { suicideReviewPhrases } from "./suicide-review";

export const reviewPhrases: SafetyPhrase[] = [...suicideReviewPhrases, ...broadReviewPhrases, ...conceptReviewPhrases, ...denialReviewPhrases, ...otherReviewPhrases, ...quietSignsReviewPhrases, ...plainSpeechReviewPhrases, ...householdReviewPhrases, ...obliqueReviewPhrases, ...householdReviewPhrasesSeventh];
