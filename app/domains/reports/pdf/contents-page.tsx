import { Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportSection } from "../document/report-document";
import { palette } from "./palette";
import { PageFurniture } from "./page-furniture";
import type { SectionPages } from "./section-pages";

const styles = StyleSheet.create({
  page: { paddingTop: 76, paddingBottom: 76, paddingHorizontal: 62, fontFamily: "Helvetica", color: palette.ink },
  title: { fontFamily: "Times-Bold", fontSize: 22, lineHeight: 1.25, color: palette.accentStrong, marginBottom: 14 },
  row: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: palette.line, paddingVertical: 4 },
  entry: { flex: 1, fontSize: 12.5, lineHeight: 1.45 },
  // Fixed width: the numbers are filled in after the first layout, and must not change its height.
  // No lineHeight: react-pdf 4.9 draws nothing for a render-prop text that has one (diegomura/react-pdf#3452).
  number: { width: 40, paddingTop: 2, textAlign: "right", fontSize: 12.5 },
});

/** The sections in order with the page each starts on (docs/report-style.md: reports over six pages have one). */
export function ContentsPage(props: { sections: ReportSection[]; pages: SectionPages; runningHead: string; templateDraft: boolean }) {
  return (
    <Page size="LETTER" style={styles.page}>
      <PageFurniture runningHead={props.runningHead} templateDraft={props.templateDraft} />
      <Text style={styles.title}>Contents</Text>
      {props.sections.map((section) => (
        <View key={section.id} style={styles.row} wrap={false}>
          <Text style={styles.entry}>{section.title}</Text>
          <Text style={styles.number} render={() => props.pages.pageOf(section.id) ?? ""} />
        </View>
      ))}
    </Page>
  );
}
