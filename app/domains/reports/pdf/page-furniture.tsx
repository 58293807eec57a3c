import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { PAGE_FOOTER, TEMPLATE_DRAFT_LINE } from "../document/report-outline";
import { palette } from "./palette";

const styles = StyleSheet.create({
  header: {
    position: "absolute",
    top: 30,
    left: 62,
    right: 62,
    borderBottomWidth: 1,
    borderBottomColor: palette.line,
    paddingBottom: 6,
    fontFamily: "Helvetica-Bold",
    fontSize: 9,
    color: palette.accentStrong,
  },
  footer: { position: "absolute", bottom: 26, left: 62, right: 150, fontSize: 9, color: palette.muted },
  templateLine: { fontFamily: "Helvetica-Bold", color: palette.ink, marginTop: 2 },
  pageNumber: { position: "absolute", bottom: 26, right: 62, fontSize: 9, color: palette.muted },
});

/** "Page 3 of 12", on every page, the cover included (so it matches a PDF reader's count). */
export function PageNumber({ placement }: { placement?: { bottom: number; right: number; fontSize: number } }) {
  return (
    <Text
      style={{ ...styles.pageNumber, ...placement }}
      fixed
      render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
    />
  );
}

/**
 * The running head, the footer and the page number of every page after the
 * cover: the footer line always, and a template draft's honesty line under it.
 */
export function PageFurniture({ runningHead, templateDraft }: { runningHead: string; templateDraft: boolean }) {
  return (
    <>
      <Text style={styles.header} fixed>
        {runningHead}
      </Text>
      <View style={styles.footer} fixed>
        <Text>{PAGE_FOOTER}</Text>
        {templateDraft ? <Text style={styles.templateLine}>{TEMPLATE_DRAFT_LINE}</Text> : null}
      </View>
      <PageNumber />
    </>
  );
}
