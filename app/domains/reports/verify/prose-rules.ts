import type { EvidenceSentence } from "~/shared/report-evidence";
import type { ReportDocument } from "../document/report-document";
import { givesMedicationAdvice, statesDiagnosis } from "./clinical-language";
import { documentProse, type Prose } from "./document-prose";
import { isQuoteOf, quotedSpans } from "./quoted-spans";
import type { VerificationFailure } from "./verification-types";

/**
 * The rules on the report's own words: quotation marks hold only the client's
 * words, and the prose never diagnoses or advises on medication. The client's
 * words inside quotation marks are set aside before the language rules read
 * the rest (we quote; we do not claim).
 */
export function checkProse(document: ReportDocument, sentences: ReadonlyMap<string, EvidenceSentence>): VerificationFailure[] {
  const everySentence = [...sentences.values()].map((sentence) => sentence.text);
  const failures: VerificationFailure[] = [];

  for (const prose of documentProse(document)) {
    const where = prose.sectionId ? `In "${prose.sectionId}", ${prose.place}` : `In ${prose.place}`;
    const cited = prose.cites.flatMap((id) => sentences.get(id)?.text ?? []);
    const scope = prose.cites.length > 0 ? cited : everySentence;
    const { ownWords, misquoted } = separateQuotes(prose, scope);

    if (misquoted) {
      const against = prose.cites.length > 0 ? `the sentences it cites (${prose.cites.join(", ")})` : "the client's answers";
      failures.push({
        rule: "quote-in-prose",
        sectionId: prose.sectionId,
        message: `${where} puts words in quotation marks that are not found in ${against}.`,
      });
    }
    if (statesDiagnosis(ownWords)) {
      failures.push({ rule: "diagnosis", sectionId: prose.sectionId, message: `${where} states a diagnosis or a label as fact.` });
    }
    if (givesMedicationAdvice(ownWords)) {
      failures.push({
        rule: "medication",
        sectionId: prose.sectionId,
        message: `${where} gives medication advice or names a drug or a dose.`,
      });
    }
  }
  return failures;
}

/**
 * The prose without the client's quoted words (so "I was diagnosed with
 * depression", quoted, is not read as our claim), and whether any long
 * checked quotation is not the client's. Unchecked short phrases (in
 * guidance) keep their words, so quotation marks cannot hide a label from the
 * language rules.
 */
function separateQuotes(prose: Prose, scope: readonly string[]): { ownWords: string; misquoted: boolean } {
  let ownWords = "";
  let cursor = 0;
  let misquoted = false;
  for (const span of quotedSpans(prose.text)) {
    if (span.start < cursor) continue;
    ownWords += prose.text.slice(cursor, span.start);
    if (isQuoteOf(span.inner, scope)) ownWords += " … ";
    else {
      ownWords += span.inner;
      misquoted = true;
    }
    cursor = span.end;
  }
  return { ownWords: ownWords + prose.text.slice(cursor), misquoted };
}
