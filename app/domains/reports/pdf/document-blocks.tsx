import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportBlock, RiskFlag } from "../document/report-document";
import { sentenceIndex, type ReportEvidence } from "~/shared/report-evidence";
import { ASQ_ACUTE_CATEGORY, ASQ_POSITIVE_CATEGORY, PHQ9_RISK_CATEGORY, restsOnAnAnswer, type RiskScreenResult, type ScaleScore } from "~/shared/scale-scores";
import { phq9RiskItem, riskItemAnswer } from "../document/scale-blocks";
import { palette } from "./palette";
import { ScalesView } from "./scale-charts";
import { ScoreChart } from "./score-chart";

/** Body text 12.5 pt at 1.5 (docs/report-style.md, "The page"); each text style sets its own line height (see client-report.tsx). */
export const BODY_SIZE = 12.5;
const BODY_LEADING = 1.5;

const styles = StyleSheet.create({
  body: { fontSize: BODY_SIZE, lineHeight: BODY_LEADING, marginBottom: 9 },
  subheading: { fontFamily: "Helvetica-Bold", fontSize: 13, lineHeight: 1.45, marginTop: 6, marginBottom: 4 },
  bulletRow: { flexDirection: "row", marginBottom: 4 },
  bulletMark: { width: 16, fontSize: BODY_SIZE, lineHeight: BODY_LEADING, color: palette.accentStrong },
  bulletText: { flex: 1, fontSize: BODY_SIZE, lineHeight: BODY_LEADING },
  quote: { borderLeftWidth: 3, borderLeftColor: palette.accent, backgroundColor: palette.paper, padding: 10, marginBottom: 10 },
  quoteSource: { fontFamily: "Helvetica-Bold", fontSize: 10.5, lineHeight: 1.45, color: palette.muted, marginBottom: 3 },
  quoteText: { fontFamily: "Times-Italic", fontSize: 13, lineHeight: BODY_LEADING },
  callout: { backgroundColor: palette.accentSoft, borderRadius: 6, padding: 12, marginVertical: 8 },
  calloutTitle: { fontFamily: "Helvetica-Bold", fontSize: BODY_SIZE, lineHeight: 1.45, color: palette.accentStrong, marginBottom: 4 },
  planHead: { flexDirection: "row", borderBottomWidth: 1.5, borderBottomColor: palette.accentStrong, paddingBottom: 4 },
  planHeadCell: { fontFamily: "Helvetica-Bold", fontSize: 10.5, lineHeight: 1.45, color: palette.muted },
  planRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: palette.line, paddingVertical: 7 },
  planWhen: { width: 104, paddingRight: 10, fontFamily: "Helvetica-Bold", fontSize: 12, lineHeight: BODY_LEADING, color: palette.accentStrong },
  planCell: { flex: 1, paddingRight: 8, fontSize: 12, lineHeight: BODY_LEADING },
  flag: { borderLeftWidth: 3, borderLeftColor: palette.ink, paddingLeft: 10, marginBottom: 10 },
  flagCategory: { fontFamily: "Helvetica-Bold", fontSize: BODY_SIZE, lineHeight: 1.45 },
  flagSource: { fontSize: 10.5, lineHeight: 1.45, color: palette.muted, marginBottom: 4 },
  // The flags that are answers (PHQ-9 item 9, the ASQ) share one compact passage; the scales table gives the items' words.
  answerFlags: { borderLeftWidth: 3, borderLeftColor: palette.ink, paddingLeft: 10, marginBottom: 6 },
  answerFlagsText: { fontFamily: "Helvetica-Bold", fontSize: 11, lineHeight: 1.35 },
});

/**
 * No hyphens added at line ends: a quotation stays the client's words letter
 * for letter (also when its text is extracted from the PDF), and unbroken
 * words are easier to read for the many readers who print the report.
 */
const wholeWords = (word: string) => [word];

/** The client's sentences and where each came from, indexed once per render. */
export type EvidenceLookup = {
  text(sentenceId: string): string | undefined;
  source(sentenceId: string): string;
  /** PHQ-9 item 9 and the client's answer, named with its risk flag. */
  riskItem: ScaleScore["riskItem"];
  /** The ASQ's result (ADR 0058), named with its risk flag. */
  riskScreen: RiskScreenResult | null;
};

export function evidenceLookup(evidence: ReportEvidence): EvidenceLookup {
  const sentences = sentenceIndex(evidence);
  const questions = new Map(evidence.questions.map((question) => [question.id, question]));
  return {
    riskItem: phq9RiskItem(evidence),
    riskScreen: evidence.riskScreen ?? null,
    text: (id) => sentences.get(id)?.text,
    // As the client saw it: "Question 7".
    source(id) {
      const sentence = sentences.get(id);
      const question = sentence && questions.get(sentence.questionId);
      if (question) return `Question ${question.number}`;
      const number = /^q(\d+)\./.exec(id)?.[1];
      return number ? `Question ${number}` : "Your answers";
    },
  };
}

/** "self-harm" reads "Self harm"; a label a reviewer typed in words stays as it is; PHQ-9 item 9 with the client's answer. */
const categoryLabel = (category: string, evidence: EvidenceLookup) => {
  if (category === PHQ9_RISK_CATEGORY) return evidence.riskItem ? `PHQ-9 item 9 answered: ${riskItemAnswer(evidence.riskItem)} (see the scales)` : "PHQ-9 item 9 answered above zero";
  if (category === ASQ_ACUTE_CATEGORY || category === ASQ_POSITIVE_CATEGORY) {
    return evidence.riskScreen ? `ASQ suicide risk screen: ${evidence.riskScreen.label} (see the scales)` : "ASQ suicide risk screen positive";
  }
  const words = category.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A flag that is an answer, short, for the one line such flags share: "PHQ-9 item 9: Several days (1)", "ASQ: Acute positive". */
const answerLabel = (category: string, evidence: EvidenceLookup) =>
  category === PHQ9_RISK_CATEGORY && evidence.riskItem
    ? `PHQ-9 item 9: ${riskItemAnswer(evidence.riskItem)}`
    : evidence.riskScreen && category !== PHQ9_RISK_CATEGORY
      ? `ASQ: ${evidence.riskScreen.label}`
      : categoryLabel(category, evidence);

/** Who raised a flag: a clinician weighs a phrase screen's hit differently from a reviewer's judgement. */
const raisedBy: Record<RiskFlag["addedBy"], string> = {
  screen: "Raised by the safety screen of the answers",
  model: "Raised while the report was drafted",
  reviewer: "Raised by the reviewer",
};

function ClientSentence({ evidence, sentenceId, text }: { evidence: EvidenceLookup; sentenceId: string; text: string }) {
  return (
    <View style={styles.quote} wrap={false}>
      <Text hyphenationCallback={wholeWords} style={styles.quoteSource}>{evidence.source(sentenceId)}</Text>
      <Text hyphenationCallback={wholeWords} style={styles.quoteText}>“{text}”</Text>
    </View>
  );
}

function PlanTable({ block }: { block: Extract<ReportBlock, { type: "plan" }> }) {
  const measured = block.horizon === "90-day";
  return (
    <View style={{ marginVertical: 8 }}>
      <View style={styles.planHead} wrap={false} minPresenceAhead={60}>
        <Text hyphenationCallback={wholeWords} style={[styles.planHeadCell, { width: 104 }]}>When</Text>
        <Text hyphenationCallback={wholeWords} style={[styles.planHeadCell, { flex: 1 }]}>What to do</Text>
        {measured ? <Text hyphenationCallback={wholeWords} style={[styles.planHeadCell, { flex: 1 }]}>A sign of progress</Text> : null}
      </View>
      {block.steps.map((step, index) => (
        <View key={index} style={styles.planRow} wrap={false}>
          <Text hyphenationCallback={wholeWords} style={styles.planWhen}>{step.when}</Text>
          <Text hyphenationCallback={wholeWords} style={styles.planCell}>{step.action}</Text>
          {measured ? <Text hyphenationCallback={wholeWords} style={styles.planCell}>{step.measure ?? "—"}</Text> : null}
        </View>
      ))}
    </View>
  );
}

function RiskFlags({ block, evidence }: { block: Extract<ReportBlock, { type: "risk-flags" }>; evidence: EvidenceLookup }) {
  if (block.flags.length === 0) return <Text hyphenationCallback={wholeWords} style={styles.body}>No risk flags were raised by the screen or in review.</Text>;
  // PHQ-9 item 9 and the ASQ rest on the client's answers, not on a sentence; the brief's scales table prints the items' words.
  const restsOnItem = (flag: RiskFlag) =>
    restsOnAnAnswer(flag.category) && flag.sentenceIds.length === 0 && (flag.category === PHQ9_RISK_CATEGORY ? evidence.riskItem !== null : evidence.riskScreen !== null);
  const answerFlags = block.flags.filter(restsOnItem);
  return (
    <View>
      {block.flags.map((flag, index) =>
        restsOnItem(flag) ? null : (
          <View key={`${flag.category}-${index}`} style={styles.flag}>
            <Text hyphenationCallback={wholeWords} style={styles.flagCategory} minPresenceAhead={60}>
              {categoryLabel(flag.category, evidence)}
            </Text>
            <Text hyphenationCallback={wholeWords} style={styles.flagSource}>
              {raisedBy[flag.addedBy]}
            </Text>
            {flag.sentenceIds.length === 0 ? <Text hyphenationCallback={wholeWords} style={styles.body}>No sentence was cited for this flag.</Text> : null}
            {flag.sentenceIds.map((id) => {
              const text = evidence.text(id);
              // Verification blocks such a document; a preview still shows which id is wrong rather than hiding the flag.
              if (text === undefined) return <Text key={id} hyphenationCallback={wholeWords} style={styles.body}>{`Sentence ${id} is not in these answers.`}</Text>;
              return <ClientSentence key={id} evidence={evidence} sentenceId={id} text={text} />;
            })}
          </View>
        ),
      )}
      {/* The flags that are answers share one passage, each its answer: the brief is one page. */}
      {answerFlags.length > 0 ? (
        <View style={styles.answerFlags}>
          <Text hyphenationCallback={wholeWords} style={styles.answerFlagsText} minPresenceAhead={60}>
            {answerFlags.map((flag) => answerLabel(flag.category, evidence)).join("; ")} (see the scales)
          </Text>
        </View>
      ) : null}
    </View>
  );
}

/** One block of a client's report (ReportDocument) on the page. */
export function DocumentBlock({ block, evidence }: { block: ReportBlock; evidence: EvidenceLookup }) {
  switch (block.type) {
    case "paragraph":
      return <Text hyphenationCallback={wholeWords} style={styles.body}>{block.claims.map((claim) => claim.text).join(" ")}</Text>;
    case "guidance":
      return <Text hyphenationCallback={wholeWords} style={styles.body}>{block.text}</Text>;
    case "list":
      return (
        <View style={{ marginBottom: 8 }}>
          {block.title ? (
            <Text hyphenationCallback={wholeWords} style={styles.subheading} minPresenceAhead={60}>
              {block.title}
            </Text>
          ) : null}
          {block.items.map((item, index) => (
            <View key={index} style={styles.bulletRow} wrap={false}>
              <Text hyphenationCallback={wholeWords} style={styles.bulletMark}>•</Text>
              <Text hyphenationCallback={wholeWords} style={styles.bulletText}>{item}</Text>
            </View>
          ))}
        </View>
      );
    case "callout":
      return (
        <View style={styles.callout} wrap={false}>
          <Text hyphenationCallback={wholeWords} style={styles.calloutTitle}>{block.title}</Text>
          <Text hyphenationCallback={wholeWords} style={[styles.body, { marginBottom: 0 }]}>{block.text}</Text>
        </View>
      );
    case "plan":
      return <PlanTable block={block} />;
    case "risk-flags":
      return <RiskFlags block={block} evidence={evidence} />;
    case "quote":
      return <ClientSentence evidence={evidence} sentenceId={block.sentenceId} text={block.text} />;
    case "scores":
      return <ScoreChart block={block} />;
    case "scales":
      return <ScalesView block={block} />;
  }
}
