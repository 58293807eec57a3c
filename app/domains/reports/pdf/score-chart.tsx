import { Line, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { ReportBlock } from "../document/report-document";
import { palette } from "./palette";

type ScoresBlock = Extract<ReportBlock, { type: "scores" }>;

const BAR_WIDTH = 220;
const BAR_HEIGHT = 14;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

const styles = StyleSheet.create({
  chart: { marginVertical: 10 },
  title: { fontFamily: "Helvetica-Bold", fontSize: 12.5, lineHeight: 1.45, marginBottom: 6 },
  row: { flexDirection: "row", alignItems: "center", marginBottom: 7 },
  label: { width: 170, paddingRight: 8, fontSize: 11, lineHeight: 1.3 },
  value: { width: 86, paddingLeft: 8, fontSize: 11, lineHeight: 1.3 },
  note: { fontSize: 11, lineHeight: 1.45, color: palette.muted, marginTop: 4 },
});

const formatValue = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * Scores as a bar chart drawn with vector shapes. Every bar has its label and
 * its value in words beside it, and the highlighted row is set in bold with an
 * outlined bar, so the chart reads in black and white and to a screen reader
 * of the extracted text, not by colour alone.
 */
export function ScoreChart({ block }: { block: ScoresBlock }) {
  return (
    <View style={styles.chart} wrap={false}>
      <Text style={styles.title}>{block.title}</Text>
      {block.rows.map((row) => {
        const share = Math.min(1, Math.max(0, row.value / block.max));
        const bold = row.highlight ? { fontFamily: "Helvetica-Bold" } : {};
        return (
          <View key={row.label} style={styles.row}>
            <Text style={[styles.label, bold]}>{row.label}</Text>
            <Svg width={BAR_WIDTH} height={BAR_HEIGHT} viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`}>
              <Rect x={0} y={0} width={BAR_WIDTH} height={BAR_HEIGHT} fill={palette.paper} />
              {TICKS.map((tick) => (
                <Line key={tick} x1={tick * BAR_WIDTH} y1={0} x2={tick * BAR_WIDTH} y2={BAR_HEIGHT} stroke={palette.line} strokeWidth={0.75} />
              ))}
              <Rect
                x={0}
                y={2}
                width={share * BAR_WIDTH}
                height={BAR_HEIGHT - 4}
                fill={row.highlight ? palette.accentStrong : palette.accent}
                stroke={row.highlight ? palette.ink : undefined}
                strokeWidth={row.highlight ? 1.25 : 0}
              />
            </Svg>
            <Text style={[styles.value, bold]}>
              {formatValue(row.value)} of {formatValue(block.max)}
            </Text>
          </View>
        );
      })}
      {block.note ? <Text style={styles.note}>{block.note}</Text> : null}
    </View>
  );
}
