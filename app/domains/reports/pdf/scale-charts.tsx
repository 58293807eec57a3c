import { Line, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { NOT_A_DIAGNOSIS, type RiskScreenResult, type ScaleScore, type ScaleScoreId } from "~/shared/scale-scores";
import type { ScalesBlock } from "../document/report-document";
import { riskItemAnswer, riskScreenYeses } from "../document/scale-blocks";
import { palette } from "./palette";

const BAR_WIDTH = 170;
const BAR_HEIGHT = 14;

const styles = StyleSheet.create({
  charts: { marginVertical: 8 },
  scale: { paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: palette.line },
  title: { width: 210, paddingRight: 8, fontFamily: "Helvetica-Bold", fontSize: 12, lineHeight: 1.35 },
  subtitle: { fontSize: 10, lineHeight: 1.35, color: palette.muted },
  row: { flexDirection: "row", alignItems: "center", marginBottom: 3 },
  value: { paddingLeft: 8, fontFamily: "Helvetica-Bold", fontSize: 12, lineHeight: 1.35 },
  text: { fontSize: 12, lineHeight: 1.45 },
  strong: { fontFamily: "Helvetica-Bold" },
  credit: { fontSize: 8.5, lineHeight: 1.35, color: palette.muted, marginTop: 6 },
  table: { marginVertical: 4 },
  head: { flexDirection: "row", borderBottomWidth: 1.5, borderBottomColor: palette.accentStrong, paddingBottom: 2 },
  headCell: { fontFamily: "Helvetica-Bold", fontSize: 10, lineHeight: 1.25, color: palette.muted },
  tableRow: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: palette.line },
  cell: { fontSize: 10, lineHeight: 1.25, paddingRight: 6 },
  note: { fontSize: 10, lineHeight: 1.35, color: palette.muted, marginTop: 2 },
});

/** A quotation or an item's text stays whole at line ends (see document-blocks.tsx). */
const wholeWords = (word: string) => [word];

/** Which way is better, in words: the chart is read without colour, and the WHO-5 runs the other way. */
const direction: Record<ScaleScoreId, string> = {
  "phq-9": "A higher score means more of these problems over the last two weeks.",
  "gad-7": "A higher score means more of these problems over the last two weeks.",
  "who-5": "A higher score means better wellbeing over the last two weeks.",
};

/**
 * One validated scale: its name and what it asks about, the score as a bar
 * against the scale's whole range with the score in numbers beside it, then
 * the band in words with "This is not a diagnosis." and which way is better.
 * Compact, so a report with three scales keeps to its promised length.
 */
function ScaleChart({ scale }: { scale: ScaleScore }) {
  const share = Math.min(1, Math.max(0, scale.score / scale.max));
  return (
    <View style={styles.scale} wrap={false}>
      <View style={styles.row}>
        <Text hyphenationCallback={wholeWords} style={styles.title}>
          {scale.name}: {scale.measures}
        </Text>
        <Svg width={BAR_WIDTH} height={BAR_HEIGHT} viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`}>
          <Rect x={0} y={0} width={BAR_WIDTH} height={BAR_HEIGHT} fill={palette.paper} stroke={palette.line} strokeWidth={0.75} />
          <Rect x={0} y={2} width={share * BAR_WIDTH} height={BAR_HEIGHT - 4} fill={palette.accent} />
          <Line x1={share * BAR_WIDTH} y1={0} x2={share * BAR_WIDTH} y2={BAR_HEIGHT} stroke={palette.ink} strokeWidth={1.5} />
        </Svg>
        <Text style={styles.value}>
          {scale.score} of {scale.max}
        </Text>
      </View>
      <Text hyphenationCallback={wholeWords} style={styles.text}>
        <Text style={styles.strong}>{scale.band.label}</Text> (range {scale.band.range}): {scale.band.meaning}. {NOT_A_DIAGNOSIS}
      </Text>
      <Text hyphenationCallback={wholeWords} style={styles.subtitle}>
        {scale.title}. {direction[scale.scaleId]}
      </Text>
    </View>
  );
}

/**
 * The direct risk screen in the charts, which the client reads: what they answered, in calm words,
 * with no clinical label (the clinician brief's table carries that). A yes says who has seen it
 * and where help is; a flagged report also opens with help-now.
 */
export function riskScreenSentence(screen: RiskScreenResult): string {
  return screen.outcome === "negative"
    ? "You answered no to each of the questions we ask everyone about thoughts of suicide."
    : "You answered yes to at least one of the questions we ask everyone about thoughts of suicide. Thank you for telling us: our team has seen your answers. If you are struggling now, call or text 988, any time.";
}

function RiskScreenLine({ screen }: { screen: RiskScreenResult }) {
  return (
    <View style={styles.scale} wrap={false}>
      <Text hyphenationCallback={wholeWords} style={[styles.text, styles.strong]}>
        {screen.name}: a suicide risk screen
      </Text>
      <Text hyphenationCallback={wholeWords} style={styles.text}>
        {riskScreenSentence(screen)} {NOT_A_DIAGNOSIS}
      </Text>
    </View>
  );
}

/** Each scale's credit, as its authors ask; a closing passage two credits share (the PHQ-9's and GAD-7's grant) is printed once. */
export function creditLines(scales: readonly ScaleScore[]): string[] {
  const printed: string[] = [];
  return scales.map((scale) => {
    const credit = scale.credit;
    let cut = credit.length;
    for (let at = credit.indexOf(". "); at >= 0; at = credit.indexOf(". ", at + 1)) {
      const tail = credit.slice(at + 2);
      if (tail.length > 40 && printed.some((earlier) => earlier.endsWith(tail))) {
        cut = at + 1;
        break;
      }
    }
    printed.push(credit);
    return credit.slice(0, cut);
  });
}

/**
 * The clinician brief's table: scale, score of its maximum, band; the ASQ's
 * result with the questions answered yes (ADR 0058); then PHQ-9 item 9 in its
 * published words with the client's answer. Compact, so the
 * brief stays one page.
 */
function ScaleTable({ scales, riskScreen }: { scales: ScaleScore[]; riskScreen?: RiskScreenResult }) {
  const riskItem = scales.find((scale) => scale.riskItem)?.riskItem ?? null;
  return (
    <View style={styles.table} wrap={false}>
      <View style={styles.head}>
        <Text style={[styles.headCell, { width: 190 }]}>Scale, last two weeks</Text>
        <Text style={[styles.headCell, { width: 60 }]}>Score</Text>
        <Text style={[styles.headCell, { flex: 1 }]}>Band. {NOT_A_DIAGNOSIS}</Text>
      </View>
      {scales.map((scale) => (
        <View key={scale.scaleId} style={styles.tableRow}>
          <Text hyphenationCallback={wholeWords} style={[styles.cell, { width: 190 }]}>
            {scale.name} ({scale.measures})
          </Text>
          <Text style={[styles.cell, { width: 60 }]}>
            {scale.score} / {scale.max}
          </Text>
          <Text hyphenationCallback={wholeWords} style={[styles.cell, { flex: 1 }]}>
            {scale.band.label} ({scale.band.range})
          </Text>
        </View>
      ))}
      {riskScreen ? (
        <View style={styles.tableRow}>
          <Text hyphenationCallback={wholeWords} style={[styles.cell, { width: 190 }]}>
            {riskScreen.name} (suicide risk screen)
          </Text>
          <Text style={[styles.cell, { width: 60 }]}>–</Text>
          <Text hyphenationCallback={wholeWords} style={[styles.cell, { flex: 1 }]}>
            <Text style={styles.strong}>{riskScreen.label}</Text> ({riskScreenYeses(riskScreen).toLowerCase()})
          </Text>
        </View>
      ) : null}
      {riskItem ? (
        <View style={styles.tableRow}>
          <Text hyphenationCallback={wholeWords} style={[styles.cell, { flex: 1 }]}>
            PHQ-9 item {riskItem.number}: “{riskItem.text}”: <Text style={styles.strong}>{riskItemAnswer(riskItem)}</Text>
          </Text>
        </View>
      ) : null}
    </View>
  );
}

export function ScalesView({ block }: { block: ScalesBlock }) {
  if (block.layout === "table") return <ScaleTable scales={block.scales} riskScreen={block.riskScreen} />;
  return (
    <View style={styles.charts}>
      {block.scales.map((scale) => (
        <ScaleChart key={scale.scaleId} scale={scale} />
      ))}
      {block.riskScreen ? <RiskScreenLine screen={block.riskScreen} /> : null}
      <Text hyphenationCallback={wholeWords} style={styles.credit}>
        {[...creditLines(block.scales), ...(block.riskScreen ? [block.riskScreen.credit] : [])].join(" ")}
      </Text>
    </View>
  );
}
