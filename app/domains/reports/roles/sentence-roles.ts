import { isRiskSentence, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import { questionRole, type QuestionRole } from "./question-roles";
import { sentenceSignals, type SentenceSignals } from "./sentence-signals";

/**
 * What a client's sentence is, for the drafter and for verification (issue 28, ADR 0062):
 * a hope or goal, a support (a person, place or practice that helps), a memory, a way of coping
 * that the client does not say helps, a trigger, a practical matter, a difficulty, or a plain
 * account of how things are.
 */
export type SentenceRole = "hope" | "support" | "memory" | "coping" | "trigger" | "practical" | "difficulty" | "account";

/** Why a sentence has its role: its question alone, or the words that moved it. */
export type RoleReason = "question" | "risk" | "withdrawal" | "numbing" | "negated wanting" | "hopeless" | "unhelpful" | "loss" | "negative" | "says it helps" | "help with a cost";

export type SentenceReading = {
  role: SentenceRole;
  reason: RoleReason;
  questionRole: QuestionRole;
  /** The safety screen's tier for this sentence, as the evidence carries it (assessRisk at submission). */
  risk: "urgent" | "review" | null;
};

/**
 * The role of one sentence: its question's role, refined by its own words. Anything touching
 * risk, withdrawal or numbing is a difficulty whatever it answers, so "I've pulled away from our
 * couple friends." is never a support and "I do not want to be the sad widow" never a hope.
 */
export function readSentence(question: QuestionRole, signals: SentenceSignals, risk: SentenceReading["risk"] = null): SentenceReading {
  const reading = (role: SentenceRole, reason: RoleReason): SentenceReading => ({ role, reason, questionRole: question, risk });
  if (risk) return reading("difficulty", "risk");
  if (signals.withdrawal) return reading("difficulty", "withdrawal");
  if (signals.numbing) return reading("difficulty", "numbing");
  // A help that names its own cost ("Lists help a bit, but I end up listing worries.") is a way
  // of coping, not a support to offer back, whatever it answers (but a hope stays a hope).
  if (signals.helpWithCost && OFFERS_HELP.has(question)) return reading("coping", "help with a cost");
  // Its words say it helps: a word of help or ease, not negated. What the client does to cope is
  // a help too when they turn to someone ("Sometimes I call Donna.").
  const saysItHelps = !signals.negated && !signals.unhelpful && signals.helps;
  const turnsToSomeone = !signals.negated && !signals.unhelpful && signals.people && signals.sentiment >= 0;
  switch (question) {
    case "hope":
      if (signals.negatedWanting) return reading("difficulty", "negated wanting");
      if (signals.hopeless) return reading("difficulty", "hopeless");
      if (signals.unhelpful && !signals.wanting) return reading("difficulty", "unhelpful");
      return reading("hope", "question");
    case "support":
      if (signals.unhelpful && !signals.helps) return reading("difficulty", "unhelpful");
      if (signals.negated && signals.sentiment < 0 && !signals.helps) return reading("difficulty", "negative");
      return reading("support", "question");
    case "coping":
      return saysItHelps || turnsToSomeone ? reading("support", "says it helps") : reading("coping", "question");
    case "open":
      if (saysItHelps) return reading("support", "says it helps");
      return difficultyOr("account");
    case "account":
      // A plain account may still name a help ("My sister listens when I call her."), but not one
      // the client has lost ("I used to love the garden").
      if (saysItHelps && !signals.usedTo) return reading("support", "says it helps");
      return difficultyOr("account");
    case "memory":
    case "trigger":
    case "practical":
    case "difficulty":
      return reading(question, "question");
  }

  function difficultyOr(role: SentenceRole): SentenceReading {
    if (signals.hopeless) return reading("difficulty", "hopeless");
    if (signals.unhelpful) return reading("difficulty", "unhelpful");
    if (signals.loss) return reading("difficulty", "loss");
    if (signals.negated || signals.sentiment < 0) return reading("difficulty", "negative");
    return reading(role, "question");
  }
}

/**
 * Every sentence of the evidence with its reading, by id, read once per evidence (wink-nlp is the
 * costly part, and the drafter, each section and verification all ask).
 */
export function sentenceRoles(evidence: Pick<ReportEvidence, "questions" | "sentences" | "safety">): Map<string, SentenceReading> {
  const cached = cache.get(evidence);
  if (cached) return cached;
  const questions = new Map(evidence.questions.map((question) => [question.id, questionRole(question.text)]));
  // A sentence the screen flagged with its whole answer touches risk too (riskSentenceIds).
  const flagged = new Set(evidence.safety.sentenceIds);
  const readings = new Map(
    evidence.sentences.map((sentence) => [
      sentence.id,
      readSentence(questions.get(sentence.questionId) ?? "account", sentenceSignals(sentence.text), riskTier(sentence, flagged)),
    ]),
  );
  cache.set(evidence, readings);
  return readings;
}

/** The questions whose answers may be offered back as a help. */
const OFFERS_HELP: ReadonlySet<QuestionRole> = new Set(["support", "coping", "open", "account"]);

const cache = new WeakMap<object, Map<string, SentenceReading>>();

function riskTier(sentence: EvidenceSentence, flagged: ReadonlySet<string>): SentenceReading["risk"] {
  if (sentence.safetyCategories.length > 0 || flagged.has(sentence.id)) return "urgent";
  return isRiskSentence(sentence) ? "review" : null;
}
