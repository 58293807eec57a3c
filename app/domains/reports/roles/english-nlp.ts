/**
 * The one wink-nlp reader of the reports domain: its packaged English model, read once when this
 * module loads (nothing downloads). Shared by the template's theme words (sentence-words.ts) and
 * the sentence roles (sentence-signals.ts), since each reader costs most of a second to build.
 */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

export const englishNlp = winkNLP(model, ["sbd", "negation", "sentiment", "pos"]);
