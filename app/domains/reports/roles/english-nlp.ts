/**
 * The one wink-nlp reader of the reports domain: its packaged English model, read once, on first
 * use rather than when the server starts (ADR 0079; nothing downloads). Shared by the template's theme words (sentence-words.ts) and
 * the sentence roles (sentence-signals.ts), since each reader costs most of a second to build.
 */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

let reader: ReturnType<typeof winkNLP> | undefined;

export function englishNlp(): ReturnType<typeof winkNLP> {
  reader ??= winkNLP(model, ["sbd", "negation", "sentiment", "pos"]);
  return reader;
}
