import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";

/**
 * Sentences in which the client denies risk in so many words ("I have never
 * thought about hurting myself", "I feel safe at home"). A clinician brief
 * lists them beside the risk flags, because a written denial is as relevant
 * to a first appointment as a flag. Small and literal on purpose: a missed
 * denial costs a line in the brief; a false one would misstate what the
 * client wrote. A sentence the safety screen flagged is never read as a denial.
 */
const SELF_HARM = "(?:hurt(?:ing)?|harm(?:ing)?|kill(?:ing)?) myself|self-harm(?:ing)?|suicide|ending (?:my|it all)|end(?:ing)? my (?:own )?life|taking my (?:own )?life";
const PARTNER = "(?:he|she|they|my (?:husband|wife|partner|spouse|son|daughter|father|mother|brother|sister))";

export const DENIAL_PATTERNS: readonly RegExp[] = [
  // "I have never thought about hurting myself", "I have never considered suicide".
  new RegExp(`\\bi (?:have|had) never (?:once )?(?:thought|considered|wanted|planned)(?: about| of)? (?:${SELF_HARM})\\b`),
  // "I would never hurt myself", "I will never take my own life".
  new RegExp(`\\bi (?:would|will|could) never (?:hurt|harm|kill) (?:myself|anyone|him|her|them)\\b|\\bi (?:would|will) never (?:${SELF_HARM})\\b`),
  // "No thoughts of suicide", "no plans to hurt myself".
  new RegExp(`\\bno (?:thoughts?|plans?|intention|wish|desire) (?:of|to|about) (?:${SELF_HARM}|hurt(?:ing)? (?:myself|anyone)|dying)\\b`),
  // "I am not suicidal", "I am not going to hurt myself".
  new RegExp(`\\bi am not (?:suicidal|going to (?:hurt|harm|kill) myself|thinking (?:about|of) (?:${SELF_HARM}))\\b`),
  // "I do not want to die", "I do not want to hurt myself" (not "I do not want to end up lonely").
  new RegExp(`\\bi (?:do not|never) (?:want|plan|intend) to (?:die|hurt myself|harm myself|kill myself|end my life|end it all)\\b`),
  // "I feel safe at home", "I am safe with him".
  /\bi (?:feel|am|have always felt|have always been) (?:completely |perfectly |totally )?safe (?:at home|in my (?:home|house|marriage)|with (?:him|her|them|my \w+))\b/,
  // "He has never hit me", "my husband would never hurt me".
  new RegExp(`\\b${PARTNER} (?:has|had|would|will) never (?:once )?(?:hit|hurt|harmed|threatened|hit or hurt) me\\b|\\b${PARTNER} never (?:hits|hurts|threatens|hit|hurt|threatened) me\\b`),
  // "Nobody hurts me", "no one has ever hurt me".
  /\b(?:nobody|no one) (?:hurts|is hurting|has (?:ever )?hurt|threatens|has (?:ever )?threatened) me\b/,
];

/** Lower case, curly quotes straightened and the common contractions spelt out, so one pattern reads both forms. */
export function normalizedForDenials(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’ʼ]/g, "'")
    .replace(/\bi've\b/g, "i have")
    .replace(/\bi'm\b/g, "i am")
    .replace(/\bi'd\b/g, "i would")
    .replace(/\bi'll\b/g, "i will")
    .replace(/\b(he|she|they)'s\b/g, "$1 has")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\bcan't\b/g, "can not")
    .replace(/\b(\w+)n't\b/g, "$1 not")
    .replace(/\s+/g, " ");
}

export function isExplicitDenial(text: string): boolean {
  const normalized = normalizedForDenials(text);
  return DENIAL_PATTERNS.some((pattern) => pattern.test(normalized));
}

/** The client's explicit denials of risk, in the order they wrote them. */
export function explicitDenials(evidence: ReportEvidence): EvidenceSentence[] {
  const risky = riskSentenceIds(evidence);
  return evidence.sentences.filter(
    (sentence) => !risky.has(sentence.id) && isExplicitDenial(sentence.text),
  );
}
