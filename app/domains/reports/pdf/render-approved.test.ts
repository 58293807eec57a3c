import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { PAGE_FOOTER, PREPARATION_TITLE, preparationNote, TEMPLATE_DRAFT_LINE } from "../document/report-outline";
import type { ReportDocument } from "../document/report-document";
import { exampleEvidence, exampleReport } from "../verify/example-reports";
import { renderReportPdf } from "./render-report";

/** ADR 0063: approval, not a tick, takes the template line off; the "What this report is" section says who prepared it. */
async function pagesOf(document: ReportDocument, approved: boolean): Promise<string[]> {
  const evidence = exampleEvidence();
  const { bytes } = await renderReportPdf({ document, evidence, submittedAt: new Date(evidence.submittedAt), approved });
  return (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false })).text.map((text) => text.replace(/\s+/g, " "));
}

describe("an approved report's PDF", () => {
  it.each(["template", "model"] as const)("a %s draft, approved: no draft stamp on any page, and it says how it was prepared", async (drafter) => {
    const pages = await pagesOf({ ...exampleReport("catharsis", exampleEvidence()), drafter }, true);
    pages.forEach((text, index) => {
      expect(text, `page ${index + 1}`).toContain(PAGE_FOOTER);
      expect(text, `page ${index + 1}`).not.toContain(TEMPLATE_DRAFT_LINE);
      expect(text, `page ${index + 1}`).not.toContain("TEMPLATE DRAFT");
    });
    const whole = pages.join(" ");
    expect(whole).toContain(PREPARATION_TITLE);
    expect(whole).toContain(preparationNote({ drafter, approved: true, forClinician: false }));
  }, 60_000);

  it("speaks to the clinician in a Therapist Summary", () => {
    expect(preparationNote({ drafter: "model", approved: true, forClinician: true })).toContain("the client's own answers");
    expect(preparationNote({ drafter: "template", approved: true, forClinician: false })).toContain("with no AI model");
  });

  it("keeps the template line on every page of a template draft not yet approved", async () => {
    const pages = await pagesOf(exampleReport("catharsis", exampleEvidence()), false);
    pages.slice(1).forEach((text, index) => expect(text, `page ${index + 2}`).toContain(TEMPLATE_DRAFT_LINE));
  }, 60_000);
});
