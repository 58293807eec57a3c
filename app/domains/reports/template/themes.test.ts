import { describe, expect, it } from "vitest";
import { EVIDENCE_VERSION, type ReportEvidence } from "~/shared/report-evidence";
import { fictionalEvidence } from "../../../../tests/support/fictional-answers";
import { questionnaireFormTypes } from "~/domains/assessments/question-bank";
import { guidanceFor, guidedThemeIds } from "./guidance-library";
import { themeCatalog } from "./theme-catalog";
import { findThemes, strongestSentences } from "./themes";

/** A marriage submission written by hand: `answers` maps question number to its sentences. */
function evidenceOf(answers: Record<number, string[]>, safetySentenceIds: string[] = []): ReportEvidence {
  const questions = Array.from({ length: 30 }, (_, index) => {
    const number = index + 1;
    return {
      id: `q${number}`,
      number,
      sectionTitle: ["Understanding the Current Relationship Dynamics", "Communication and Emotional Connection", "Coping with External Stressors"][Math.floor(index / 10)]!,
      text: `Question ${number}`,
      sentenceIds: (answers[number] ?? []).map((_, n) => `q${number}.s${n + 1}`),
    };
  });
  const sentences = questions.flatMap((question) =>
    (answers[question.number] ?? []).map((text, n) => ({ id: `q${question.number}.s${n + 1}`, questionId: question.id, text, safetyCategories: [] })),
  );
  return {
    version: EVIDENCE_VERSION,
    submissionId: "sub-1",
    formType: "marriage",
    formName: "Marriage Assessment",
    bankVersion: "marriage-v1",
    submittedAt: "2026-11-20T15:00:00.000Z",
    questions,
    sentences,
    safety: { categories: safetySentenceIds.length > 0 ? ["suicidal-thoughts"] : [], sentenceIds: safetySentenceIds },
    enneagram: null,
  };
}

describe("finding themes", () => {
  it("matches a theme's words through their lemmas (argue, arguing, argued)", () => {
    const evidence = evidenceOf({
      2: ["We keep arguing about the smallest things."],
      4: ["Last week we argued over the thermostat for an hour."],
      11: ["I would rather not argue in front of the grandchildren."],
      20: ["My roses are blooming this year."],
    });
    const conflict = findThemes(evidence).find((theme) => theme.id === "conflict");
    expect(conflict?.sentenceIds).toEqual(expect.arrayContaining(["q2.s1", "q4.s1", "q11.s1"]));
    expect(conflict?.sentenceIds).not.toContain("q20.s1");
  });

  it.each(questionnaireFormTypes)("gives a full %s submission several themes, each citing its own sentences", (formType) => {
    const evidence = fictionalEvidence(formType);
    const ids = new Set(evidence.sentences.map((sentence) => sentence.id));
    const themes = findThemes(evidence);
    expect(themes.length).toBeGreaterThanOrEqual(5);
    expect(new Set(themes.map((theme) => theme.id)).size).toBe(themes.length);
    for (const theme of themes) {
      expect(theme.sentenceIds.length).toBeGreaterThanOrEqual(2);
      theme.sentenceIds.forEach((id) => expect(ids.has(id)).toBe(true));
      expect(new Set(theme.sentenceIds).size).toBe(theme.sentenceIds.length);
    }
  });

  it("puts a theme's clearest sentences first", () => {
    const evidence = fictionalEvidence("death-grief");
    const loss = findThemes(evidence).find((theme) => theme.id === "the-loss")!;
    const [first] = strongestSentences(evidence, loss, 1);
    expect(first?.text).toBe("Walter died in March after a short illness.");
    expect(strongestSentences(evidence, loss, 3).map((sentence) => sentence.id)).toEqual(loss.sentenceIds.slice(0, 3));
  });

  it("never uses a sentence the safety screen flagged", () => {
    const evidence = fictionalEvidence("marriage", { flagged: true });
    const flagged = evidence.safety.sentenceIds;
    expect(flagged).toHaveLength(1);
    for (const theme of findThemes(evidence)) expect(theme.sentenceIds).not.toContain(flagged[0]);
  });

  it("falls back to the bank's sections when few words match, so every theme still quotes the client", () => {
    const evidence = evidenceOf({ 1: ["It varies."], 3: ["Not sure."], 12: ["Hard to say."], 25: ["Sometimes."], 27: ["My neighbor."] });
    const themes = findThemes(evidence);
    expect(themes.length).toBeGreaterThanOrEqual(3);
    expect(themes.map((theme) => theme.label)).toContain("Communication and Emotional Connection");
    for (const theme of themes) expect(theme.sentenceIds.length).toBeGreaterThan(0);
  });

  it("gives the Enneagram, which has no written sentences, no themes", () => {
    expect(findThemes({ ...evidenceOf({}), formType: "enneagram" })).toEqual([]);
  });

  it("finds the same themes for the same evidence", () => {
    expect(findThemes(fictionalEvidence("depression"))).toEqual(findThemes(fictionalEvidence("depression")));
  });
});

describe("the guidance library", () => {
  it("writes for every theme in the catalogue", () => {
    const catalogued = Object.values(themeCatalog).flatMap((themes) => themes.map((theme) => theme.id));
    expect(guidedThemeIds).toEqual(expect.arrayContaining(catalogued));
  });

  it.each(guidedThemeIds)("gives %s enough to draft from", (themeId) => {
    const library = guidanceFor(themeId);
    // Several wordings of what is said about the client, and enough paragraphs and week ideas for two clients to differ (ADR 0067).
    for (const wordings of [library.reflection, library.pattern, library.strength]) expect(wordings.length).toBeGreaterThanOrEqual(4);
    expect(library.meaning.length).toBeGreaterThanOrEqual(5);
    expect(library.tryThis.length).toBeGreaterThanOrEqual(3);
    // The 72-hour plan dates them Today, Tomorrow and The day after.
    expect(library.firstSteps).toEqual([expect.stringMatching(/^(Today|Tonight), /), expect.stringMatching(/^Tomorrow, /), expect.stringMatching(/^The day after, /)]);
    expect(library.weeks.length).toBeGreaterThanOrEqual(6);
    expect(library.phases).toHaveLength(3);
  });
});
