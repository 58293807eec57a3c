import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { CoverPage } from "./cover-page";
import { coverDrawing } from "./cover-drawing";
import { Block, palette } from "./report-blocks";
import type { ReportContent } from "./report-content";

const styles = StyleSheet.create({
  page: {
    paddingTop: 76,
    paddingBottom: 76,
    paddingHorizontal: 62,
    fontFamily: "Helvetica",
    fontSize: 11,
    color: palette.ink,
    // No lineHeight here: inherited by the page-number text it breaks react-pdf 4.9's pagination
    // (diegomura/react-pdf#3452), so each text style sets its own.
  },
  header: {
    position: "absolute",
    top: 30,
    left: 62,
    right: 62,
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 1,
    borderBottomColor: palette.line,
    paddingBottom: 6,
    fontSize: 8.5,
  },
  footer: {
    position: "absolute",
    bottom: 30,
    left: 62,
    right: 62,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 6,
    fontSize: 8,
    color: palette.muted,
  },
  pageNumber: { position: "absolute", bottom: 30, right: 62, paddingTop: 6, fontSize: 8, color: palette.muted },
  sectionTitle: { fontFamily: "Times-Bold", fontSize: 20, lineHeight: 1.25, color: palette.accentStrong, marginTop: 14, marginBottom: 8 },
});

/** A whole report: the drawn cover, then the flowing sections with a running head and page numbers. */
export function ReportDocument({ report }: { report: ReportContent }) {
  return (
    <Document
      title={`${report.title} (sample)`}
      author="Catharsis"
      subject="Sample report written from fictional answers"
      creator="Catharsis"
      producer="Catharsis"
      language="en-US"
    >
      <CoverPage shapes={coverDrawing(report.cover)} />
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header} fixed>
          <Text style={{ fontFamily: "Helvetica-Bold", color: palette.accentStrong }}>{report.runningHead}</Text>
          <Text style={{ color: palette.muted }}>Sample report · fictional client</Text>
        </View>
        {/* Flat children: react-pdf splits pages more reliably without a wrapper per section. */}
        {report.sections.flatMap((section) => [
          <Text key={section.title} style={styles.sectionTitle} break={section.newPage} minPresenceAhead={110}>
            {section.title}
          </Text>,
          ...section.blocks.map((block, index) => <Block key={`${section.title}-${index}`} block={block} />),
        ])}
        <View style={styles.footer} fixed>
          <Text>Not a diagnosis. In crisis: call or text 988, or text HOME to 741741.</Text>
        </View>
        <Text
          style={styles.pageNumber}
          fixed
          render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  );
}
