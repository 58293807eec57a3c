import { describe, expect, it } from "vitest";
import type { ReportEvidence } from "~/shared/report-evidence";
import { goodCatharsisDraft, marriageEvidence } from "../model/drafting-fixtures";
import { finishDraft, finishSection } from "./finish-draft";
import { reportDocumentSchema, type DraftedDocument, type ReportBlock, type ReportSection } from "./report-document";

const blocksOf = (section: ReportSection | undefined, type: ReportBlock["type"]) => section?.blocks.filter((block) => block.type === type) ?? [];

describe("finishDraft", () => {
  it("inserts each quote's words from the client's own sentence and makes a schema-valid model document", () => {
    const document = finishDraft("catharsis", goodCatharsisDraft(), marriageEvidence());

    expect(reportDocumentSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({ kind: "catharsis", drafter: "model", title: "Marriage Catharsis Report" });
    expect(document.subtitle).toBe("From your answers to the Marriage Survey, submitted November 20, 2026");
    const told = document.sections.find((section) => section.id === "what-you-told-us");
    expect(blocksOf(told, "quote")).toEqual([{ type: "quote", sentenceId: "q1.s2", text: "I feel like I am invisible to him." }]);
  });

  it("keeps a quote of an unknown sentence id with empty text, for verification to name", () => {
    const drafted: DraftedDocument = { sections: [{ id: "what-you-told-us", title: "What you told us", blocks: [{ type: "quote", sentenceId: "q9.s9" }] }] };
    const document = finishDraft("catharsis", drafted, marriageEvidence());
    expect(document.sections[0]?.blocks).toEqual([{ type: "quote", sentenceId: "q9.s9", text: "" }]);
  });

  it("puts every screen flag in the Therapist Summary's brief, keeps the model's own, and lets no model speak for the screen", () => {
    const evidence = marriageEvidence();
    evidence.safety = { categories: ["suicidal-thoughts", "abuse"], sentenceIds: ["q3.s1"] };
    const drafted: DraftedDocument = {
      sections: [
        {
          id: "brief",
          title: "Clinician brief",
          blocks: [
            { type: "paragraph", claims: [{ text: "Presenting concern: conflict over money.", evidence: ["q1.s1"] }] },
            {
              type: "risk-flags",
              flags: [
                { category: "isolation", sentenceIds: ["q1.s2"], addedBy: "screen" },
                { category: "suicidal-thoughts", sentenceIds: ["q1.s2"], addedBy: "model" },
              ],
            },
          ],
        },
      ],
    };

    const [brief] = finishDraft("therapist-summary", drafted, evidence).sections;
    expect(blocksOf(brief, "risk-flags")).toEqual([
      {
        type: "risk-flags",
        flags: [
          { category: "suicidal-thoughts", sentenceIds: ["q3.s1", "q1.s2"], addedBy: "screen" },
          // No sentence hit "abuse" on its own: the flag rests on the flagged sentences, never on none.
          { category: "abuse", sentenceIds: ["q3.s1"], addedBy: "screen" },
          { category: "isolation", sentenceIds: ["q1.s2"], addedBy: "model" },
        ],
      },
    ]);
  });

  it("adds the screen's flags to a brief the model wrote without a risk-flags block", () => {
    const drafted: DraftedDocument = {
      sections: [{ id: "brief", title: "Clinician brief", blocks: [{ type: "guidance", text: "Read the flags first." }, { type: "guidance", text: "Then the goals." }] }],
    };
    const [brief] = finishDraft("therapist-summary", drafted, marriageEvidence()).sections;
    expect(brief?.blocks.map((block) => block.type)).toEqual(["guidance", "risk-flags", "guidance"]);
    expect(blocksOf(brief, "risk-flags")[0]).toMatchObject({ flags: [{ category: "suicidal-thoughts", sentenceIds: ["q3.s1"], addedBy: "screen" }] });
  });

  it("leaves other reports' risk flags alone apart from who added them", () => {
    const drafted: DraftedDocument = {
      sections: [{ id: "patterns", title: "Patterns", blocks: [{ type: "risk-flags", flags: [{ category: "isolation", sentenceIds: ["q1.s2"], addedBy: "screen" }] }] }],
    };
    const [patterns] = finishDraft("catharsis", drafted, marriageEvidence()).sections;
    expect(patterns?.blocks).toEqual([{ type: "risk-flags", flags: [{ category: "isolation", sentenceIds: ["q1.s2"], addedBy: "model" }] }]);
  });

  it("opens the Enneagram profile with all nine scores in type order, the client's type highlighted", () => {
    const evidence: ReportEvidence = {
      ...marriageEvidence(),
      formType: "enneagram",
      formName: "Enneagram Questionnaire",
      enneagram: {
        type: 4,
        wing: 5,
        scores: [9, 8, 7, 6, 5, 4, 3, 2, 1].map((type) => ({ type, name: `Name ${type}`, score: type * 10 })),
      },
    };
    const drafted: DraftedDocument = { sections: [{ id: "profile", title: "Your profile", blocks: [{ type: "guidance", text: "Nine scores." }] }] };

    const document = finishDraft("enneagram", drafted, evidence);
    expect(document.title).toBe("Enneagram Report");
    const [scores] = blocksOf(document.sections[0], "scores");
    expect(scores).toMatchObject({ type: "scores", max: 100 });
    const rows = scores?.type === "scores" ? scores.rows : [];
    expect(rows.map((row) => row.value)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(rows.filter((row) => row.highlight).map((row) => row.label)).toEqual(["Type 4: Name 4"]);
    expect(document.sections[0]?.blocks[0]?.type).toBe("scores");
  });
});

describe("finishSection", () => {
  it("finishes one re-drafted section like a whole draft", () => {
    const section = finishSection("catharsis", { id: "what-you-told-us", title: "What you told us", blocks: [{ type: "quote", sentenceId: "q2.s2" }] }, marriageEvidence());
    expect(section).toEqual({ id: "what-you-told-us", title: "What you told us", blocks: [{ type: "quote", sentenceId: "q2.s2", text: "My sister listens when I call her." }] });
  });
});
