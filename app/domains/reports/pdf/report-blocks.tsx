import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportBlock } from "./report-content";

export const palette = {
  ink: "#1f2a2e",
  muted: "#4b5a5e",
  line: "#d9d3cb",
  paper: "#f6f2ec",
  accent: "#2f6f62",
  accentStrong: "#245a4f",
  accentSoft: "#e3efeb",
} as const;

const styles = StyleSheet.create({
  paragraph: { marginBottom: 8, lineHeight: 1.5 },
  subheading: { fontFamily: "Helvetica-Bold", fontSize: 12.5, color: palette.ink, marginTop: 8, marginBottom: 4 },
  bulletRow: { flexDirection: "row", marginBottom: 4 },
  bulletMark: { width: 14, lineHeight: 1.5, color: palette.accentStrong },
  bulletText: { flex: 1, lineHeight: 1.5 },
  answer: { borderLeftWidth: 3, borderLeftColor: palette.accent, backgroundColor: palette.paper, padding: 10, marginBottom: 10 },
  answerQuestion: { fontFamily: "Helvetica-Bold", fontSize: 9.5, color: palette.muted, marginBottom: 4 },
  answerText: { fontFamily: "Times-Italic", fontSize: 12, lineHeight: 1.4 },
  callout: { backgroundColor: palette.accentSoft, borderRadius: 6, padding: 12, marginVertical: 8 },
  calloutTitle: { fontFamily: "Helvetica-Bold", color: palette.accentStrong, marginBottom: 4 },
  calloutText: { lineHeight: 1.5 },
  planRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: palette.line, paddingVertical: 7 },
  planWhen: { width: 120, paddingRight: 10, lineHeight: 1.5, fontFamily: "Helvetica-Bold", color: palette.accentStrong },
  planAction: { flex: 1, lineHeight: 1.5 },
  scoreRow: { flexDirection: "row", alignItems: "center", marginBottom: 6 },
  scoreLabel: { width: 150, fontSize: 10 },
  scoreTrack: { flex: 1, height: 10, backgroundColor: palette.paper, borderRadius: 5 },
  scoreValue: { width: 34, textAlign: "right", fontSize: 10 },
  factRow: { flexDirection: "row", paddingVertical: 4, borderBottomWidth: 1, borderBottomColor: palette.line },
  factLabel: { width: 150, fontFamily: "Helvetica-Bold", fontSize: 10, color: palette.muted },
  factValue: { flex: 1, fontSize: 10.5, lineHeight: 1.4 },
});

export function Block({ block }: { block: ReportBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.paragraph}>{block.text}</Text>;
    case "subheading":
      return (
        <Text style={styles.subheading} minPresenceAhead={90}>
          {block.text}
        </Text>
      );
    case "bullets":
      return (
        <View style={{ marginBottom: 6 }}>
          {block.items.map((item) => (
            <View key={item} style={styles.bulletRow} wrap={false}>
              <Text style={styles.bulletMark}>•</Text>
              <Text style={styles.bulletText}>{item}</Text>
            </View>
          ))}
        </View>
      );
    case "answer":
      return (
        <View style={styles.answer} wrap={false}>
          <Text style={styles.answerQuestion}>{block.question}</Text>
          <Text style={styles.answerText}>“{block.answer}”</Text>
        </View>
      );
    case "callout":
      return (
        <View style={styles.callout} wrap={false}>
          <Text style={styles.calloutTitle}>{block.title}</Text>
          <Text style={styles.calloutText}>{block.text}</Text>
        </View>
      );
    case "plan":
      return (
        <View style={{ marginBottom: 10 }}>
          {block.rows.map((row) => (
            <View key={row.when + row.action} style={styles.planRow} wrap={false}>
              <Text style={styles.planWhen}>{row.when}</Text>
              <Text style={styles.planAction}>{row.action}</Text>
            </View>
          ))}
        </View>
      );
    case "scores":
      return (
        <View style={{ marginVertical: 8 }} wrap={false}>
          {block.rows.map((row) => (
            <View key={row.label} style={styles.scoreRow}>
              <Text style={[styles.scoreLabel, row.highlight ? { fontFamily: "Helvetica-Bold" } : {}]}>{row.label}</Text>
              <View style={styles.scoreTrack}>
                <View
                  style={{
                    width: `${Math.round((row.value / block.max) * 100)}%`,
                    height: 10,
                    borderRadius: 5,
                    backgroundColor: row.highlight ? palette.accentStrong : palette.accent,
                    opacity: row.highlight ? 1 : 0.55,
                  }}
                />
              </View>
              <Text style={styles.scoreValue}>{row.value}</Text>
            </View>
          ))}
        </View>
      );
    case "facts":
      return (
        <View style={{ marginBottom: 10 }}>
          {block.rows.map((row) => (
            <View key={row.label} style={styles.factRow} wrap={false}>
              <Text style={styles.factLabel}>{row.label}</Text>
              <Text style={styles.factValue}>{row.value}</Text>
            </View>
          ))}
        </View>
      );
  }
}
