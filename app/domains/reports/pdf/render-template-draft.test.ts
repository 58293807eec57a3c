import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { MARRIAGE_CITABLE_SENTENCE, fictionalEvidence } from "../../../../tests/support/fictional-answers";
import { PAGE_FOOTER, PREPARATION_TITLE, preparationNote, REQUIRED_DISCLAIMERS, TEMPLATE_DRAFT_LINE } from "../document/report-outline";
import { templateDrafter } from "../template/template-drafter";
import { renderReportPdf } from "./render-report";

/** The real lane's first half on fictional answers: template draft of the marriage survey, then the PDF. */
let pages: number;
let pageTexts: string[];

beforeAll(async () => {
  const evidence = fictionalEvidence("marriage", { flagged: true });
  const { document } = await templateDrafter.draft({ kind: "catharsis", evidence });
  const rendered = await renderReportPdf({ document, evidence, submittedAt: new Date(evidence.submittedAt) });
  pages = rendered.pages;
  pageTexts = (await extractText(await getDocumentProxy(rendered.bytes.slice()), { mergePages: false })).text;
}, 60_000);

describe("a template draft of fictional marriage answers, rendered", () => {
  it("runs to the ten pages a Catharsis Report promises, numbered from the cover", () => {
    expect(pages).toBeGreaterThanOrEqual(10);
    expect(pageTexts).toHaveLength(pages);
    expect(pageTexts[0]).toContain(`Page 1 of ${pages}`);
    expect(pageTexts[1]).toContain("Contents");
  });

  it("quotes the client's own sentence and carries the disclaimers", () => {
    const whole = pageTexts.join("\n").replace(/\s+/g, " ");
    expect(whole).toContain(`“${MARRIAGE_CITABLE_SENTENCE}`);
    for (const phrase of REQUIRED_DISCLAIMERS) expect(whole).toContain(phrase);
  });

  it("says on every page that it is not a diagnosis and, not yet approved, that no AI model wrote it", () => {
    pageTexts.forEach((text, index) => {
      expect(text, `page ${index + 1}`).toContain(PAGE_FOOTER);
      expect(text, `page ${index + 1}`).toContain(TEMPLATE_DRAFT_LINE);
    });
  });

  it("says in its 'What this report is' section that it is a draft nobody has approved yet", () => {
    const whole = pageTexts.join("\n").replace(/\s+/g, " ");
    expect(whole).toContain(PREPARATION_TITLE);
    expect(whole).toContain(preparationNote({ drafter: "template", approved: false, forClinician: false }));
  });
});
