import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportBlock, ReportDocument, ReportSection } from "../document/report-document";
import { preparationNote } from "../document/report-outline";
import { definitionOf } from "../kinds";
import type { ReportEvidence } from "~/shared/report-evidence";
import { reportKindLabels } from "~/shared/report-kinds";
import { coverDrawing } from "./cover-drawing";
import { CoverPage } from "./cover-page";
import { ContentsPage } from "./contents-page";
import { DocumentBlock, evidenceLookup } from "./document-blocks";
import { PageFurniture, PageNumber } from "./page-furniture";
import { carriesTemplateLine, clientCover } from "./report-cover";
import { palette } from "./palette";
import type { SectionPages } from "./section-pages";

const styles = StyleSheet.create({
  page: {
    paddingTop: 76,
    paddingBottom: 84,
    paddingHorizontal: 62,
    fontFamily: "Helvetica",
    fontSize: 12.5,
    color: palette.ink,
    // No lineHeight here: inherited by the page-number text it breaks react-pdf 4.9's pagination
    // (diegomura/react-pdf#3452), so each text style sets its own.
  },
  sectionTitle: { fontFamily: "Times-Bold", fontSize: 21, lineHeight: 1.25, color: palette.accentStrong, marginTop: 14, marginBottom: 10 },
});

// Laid over the drawn cover, in line with its footer shapes (cover-drawing.ts).
const coverPageNumber = { bottom: 6, right: 56, fontSize: 8 };

/** The sections split where one asks to start on a new page. */
function pageRuns(sections: ReportSection[]): ReportSection[][] {
  const runs: ReportSection[][] = [];
  for (const section of sections) {
    const current = runs.at(-1);
    if (!current || section.newPage) runs.push([section]);
    else current.push(section);
  }
  return runs;
}

/**
 * The "What this report is" section ends by saying how the report was
 * prepared. Added as the PDF is made, not stored: it depends on the approval,
 * which is not the document's to claim.
 */
function withPreparationNote(document: ReportDocument, approved: boolean): ReportDocument {
  const note = preparationNote({ drafter: document.drafter, approved, forClinician: definitionOf(document.kind).readBy === "clinician" });
  const at = document.sections.findIndex((section) => section.id === "disclaimers");
  const target = document.sections[at >= 0 ? at : document.sections.length - 1]!;
  // Joined to the section's last paragraph when it ends in one: a paragraph of its own would push a full last page onto another.
  const last = target.blocks.at(-1);
  const blocks: ReportBlock[] =
    last?.type === "guidance" ? [...target.blocks.slice(0, -1), { ...last, text: `${last.text} ${note}` }] : [...target.blocks, { type: "guidance", text: note }];
  return { ...document, sections: document.sections.map((section) => (section === target ? { ...section, blocks } : section)) };
}

export type ClientReportProps = {
  document: ReportDocument;
  evidence: ReportEvidence;
  preparedFor?: string;
  submittedAt: Date;
  /** Given when the report has a contents page; the section titles note their pages in it. */
  sectionPages: SectionPages | null;
  /** Approved by a reviewer, section by section (ADR 0063); a draft or preview when left out. */
  approved?: boolean;
};

/** A client's report: the drawn cover, the contents when asked for, then the sections flowing over pages. */
export function ClientReport({ document: drafted, evidence, preparedFor, submittedAt, sectionPages, approved = false }: ClientReportProps) {
  const document = withPreparationNote(drafted, approved);
  const cover = clientCover({ document, evidence, preparedFor, submittedAt, approved });
  const templateDraft = carriesTemplateLine(document, approved);
  const runningHead = `Catharsis · ${document.title}`;
  const lookup = evidenceLookup(evidence);
  return (
    // Metadata names the report only: nothing the client wrote goes in it.
    <Document
      title={document.title}
      author="Catharsis"
      subject={reportKindLabels[document.kind]}
      creator="Catharsis"
      producer="Catharsis"
      language="en-US"
    >
      <CoverPage shapes={coverDrawing(cover.content, cover.marks)}>
        <PageNumber placement={coverPageNumber} />
      </CoverPage>
      {sectionPages ? (
        <ContentsPage sections={document.sections} pages={sectionPages} runningHead={runningHead} templateDraft={templateDraft} />
      ) : null}
      {/*
        One <Page> per run of sections that starts on a fresh page, laid out by react-pdf's newer
        pagination engine (experimentalPagination: content measured once, then packed into pages).
        The default engine re-lays out everything still to place each time it fills a page: on the
        23-page template Catharsis Report the newer one takes about two thirds of the time.
        render-report.test.ts checks what the switch could break (contents numbers, footers on
        every page, page counts).
        Page numbers count across the whole document.
      */}
      {pageRuns(document.sections).map((run) => (
        <Page key={`run:${run[0]?.id}`} size="LETTER" style={styles.page} experimentalPagination>
          <PageFurniture runningHead={runningHead} templateDraft={templateDraft} />
          {/* Flat children: react-pdf splits pages more reliably without a wrapper per section. */}
          {run.flatMap((section) => [
            // The title travels with its page marker (a title never splits), and not alone at a page's foot.
            <View key={`title:${section.id}`} wrap={false} minPresenceAhead={110}>
              {sectionPages ? <View render={({ pageNumber }) => sectionPages.note(section.id, pageNumber)} /> : null}
              <Text style={styles.sectionTitle}>{section.title}</Text>
            </View>,
            ...section.blocks.map((block, index) => <DocumentBlock key={`${section.id}:${index}`} block={block} evidence={lookup} />),
          ])}
        </Page>
      ))}
    </Document>
  );
}
