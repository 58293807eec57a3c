import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answersFitCurrentVersion, currentBankVersion } from "../assessment-answers";
import { enneagramStatements, findEnneagramStatements } from "../enneagram/statements";
import { prepareEvidence } from "../evidence/prepare-evidence";
import { questionIds, questionnaireFormTypes, type QuestionBank } from "../question-bank";
import { layOutAnswers } from "../submissions/submission-layout";
import { answersFitCurrentBank, findQuestionBank, getQuestionBank } from "./all-banks";

const fingerprint = (bank: QuestionBank | null) => createHash("sha256").update(JSON.stringify(bank)).digest("hex");

/** Every user-visible string of a bank: its name, section titles and descriptions, questions and hints. */
const wording = (bank: QuestionBank) =>
  [bank.formName, ...bank.sections.flatMap((section) => [section.title, section.description, ...section.questions.flatMap((q) => [q.text, q.hint ?? ""])])].join("\n");

// v1, v2 and v3 exactly as clients saw them (JSON of each bank when it was current): never to change.
const published: Record<string, string> = {
  "marriage-v1": "6cd72ade2c53175403029b4af8d86f390338e52ab2cb984ec2ef6473440959dd",
  "marriage-v2": "6b9179f71c98d58d5ef7ec5b497999940457b731e92687d27fcd5c5246b365b7",
  "death-grief-v1": "bb92a8d83b1743431929bd74848d4ccb52b9a6d49e76adc659b7e42f8d08fb76",
  "death-grief-v2": "e240a189e7a314766451ba4034eddd2795dc827e94f5e12156304d460ddc21f2",
  "depression-v1": "9dbcb6c2abf95ebc34f7ad44408e0f89c2eb7c2d233c277af1bf06d35896597b",
  "depression-v2": "4a494b7a40b3eb7c800bd49d25b9a393948c5fc705d724f2b89803d28450f563",
  "mental-health-wellbeing-v1": "d64563af287a69ce612cbc7ccedde1a8569ec25ba5b76463cda12129858db575",
  "mental-health-wellbeing-v2": "4948ab063346ef99215d76011d6e95a51a2fadcced517198564f05e67962d766",
  "marriage-v3": "ce19f468ca02f066155cd58947d6620d3083ce0a629543ac9b3748def5580405",
  "death-grief-v3": "b7dca6ef0ed4e29f247cc266a415a42340a724aa0fee7257c0e6f1c78e6d2e63",
  "depression-v3": "db25e1f787a2a126661b95600daca5a47e5fc0e910e093d52e0a41a81a049318",
  "mental-health-wellbeing-v3": "bc6237552cab9c0d233e02b3d029ad30d72ec3b90862a29ff489823137dcdbaa",
};

describe("bank versions (v3: US spelling; v4: the direct risk screen)", () => {
  it("makes v4 current for every written form, asking the ASQ", () => {
    for (const formType of questionnaireFormTypes) {
      expect(getQuestionBank(formType).version).toBe(`${formType}-v4`);
      expect(currentBankVersion(formType)).toBe(`${formType}-v4`);
      expect(getQuestionBank(formType).riskScreen).toBe("asq");
    }
  });

  it.each(questionnaireFormTypes)("%s: v4 is v3 word for word with the risk screen added, and no earlier version asks it", (formType) => {
    const v3 = findQuestionBank(formType, `${formType}-v3`)!;
    const { riskScreen, ...v4 } = getQuestionBank(formType);
    expect(riskScreen).toBe("asq");
    expect({ ...v4, version: v3.version }).toEqual(v3);
    for (const version of [1, 2, 3]) expect(findQuestionBank(formType, `${formType}-v${version}`)?.riskScreen).toBeUndefined();
  });

  it.each(Object.keys(published))("still finds %s word for word as it was published", (version) => {
    const formType = questionnaireFormTypes.find((type) => version.startsWith(`${type}-v`));
    if (!formType) throw new Error(`no form for ${version}`);
    expect(fingerprint(findQuestionBank(formType, version))).toBe(published[version]);
  });

  it("keeps v2's British spelling on record and has none of it in v3", () => {
    const v2 = (formType: (typeof questionnaireFormTypes)[number]) => wording(findQuestionBank(formType, `${formType}-v2`)!);
    expect(v2("marriage")).toContain("For example, counselling, a faith leader, or a trusted friend.");
    expect(v2("death-grief")).toContain("How do you honour or remember the one you lost?");
    expect(v2("depression")).toContain("For example, from a doctor, a counsellor, or a support group.");
    const current = questionnaireFormTypes.map((formType) => wording(getQuestionBank(formType))).join("\n");
    expect(current).not.toMatch(/counsell|honour|recognis/i);
    expect(current).toContain("For example, counseling, a faith leader, or a trusted friend.");
    expect(current).toContain("How do you honor or remember the one you lost?");
    expect(current).toContain("For example, from a doctor, a counselor, or a support group.");
  });

  it.each(questionnaireFormTypes)("%s: v3 asks what v2 asked, with the same ids, sections and scales", (formType) => {
    const v2 = findQuestionBank(formType, `${formType}-v2`)!;
    const v3 = findQuestionBank(formType, `${formType}-v3`)!;
    expect(questionIds(v3)).toEqual(questionIds(v2));
    expect(v3.scales).toEqual(v2.scales);
    expect(v3.sections.map((section) => [section.title, section.description, section.questions.length])).toEqual(
      v2.sections.map((section) => [section.title, section.description, section.questions.length]),
    );
  });

  it.each(questionnaireFormTypes)("%s: answers to v2 and v3 carry forward to v4; answers to v1 (no scales) or an unknown version do not", (formType) => {
    expect(answersFitCurrentBank(formType, `${formType}-v4`)).toBe(true);
    expect(answersFitCurrentBank(formType, `${formType}-v3`)).toBe(true);
    expect(answersFitCurrentBank(formType, `${formType}-v2`)).toBe(true);
    expect(answersFitCurrentBank(formType, `${formType}-v1`)).toBe(false);
    expect(answersFitCurrentBank(formType, `${formType}-v0`)).toBe(false);
    expect(answersFitCurrentVersion(formType, `${formType}-v2`)).toBe(true);
    // Another form's version never fits.
    const other = questionnaireFormTypes.find((type) => type !== formType)!;
    expect(answersFitCurrentBank(formType, `${other}-v2`)).toBe(false);
  });

  it("carries forward only versions whose answers fit today's bank exactly (same ids, same scales)", () => {
    for (const formType of questionnaireFormTypes) {
      for (const version of [`${formType}-v1`, `${formType}-v2`, `${formType}-v3`]) {
        const earlier = findQuestionBank(formType, version)!;
        const same = JSON.stringify([questionIds(earlier), earlier.scales]) === JSON.stringify([questionIds(getQuestionBank(formType)), getQuestionBank(formType).scales]);
        if (answersFitCurrentBank(formType, version)) expect(same).toBe(true);
      }
    }
  });


  it("lays out and turns into evidence a v2 submission with the wording the client answered", () => {
    const answers = { email: "a@example.com", completionDate: "2026-01-02", responses: { q17: "I light a candle." } };
    const view = layOutAnswers("death-grief", "death-grief-v2", JSON.stringify(answers));
    if (view.kind !== "questionnaire") throw new Error("expected a written form");
    expect(view.sections[1]?.items[6]).toMatchObject({ id: "q17", question: "How do you honour or remember the one you lost?", answer: "I light a candle." });
    expect(view.wordingNote).toBeNull();

    const evidence = (bankVersion: string) =>
      prepareEvidence({ submissionId: "s", formType: "death-grief", bankVersion, submittedAt: new Date("2026-01-02T10:00:00Z"), answers });
    expect(evidence("death-grief-v2").questions.find((question) => question.id === "q17")?.text).toBe("How do you honour or remember the one you lost?");
    expect(evidence("death-grief-v3").questions.find((question) => question.id === "q17")?.text).toBe("How do you honor or remember the one you lost?");
  });
});

describe("Enneagram statement versions (v2: US spelling)", () => {
  // v1 exactly as clients saw it (JSON of the statements when v1 was current): never to change.
  const publishedV1 = "3810935f9f9f172d27d77d3bd8d624560bf6a3f6daaa1ec1a5a4dd0827e1e582";
  const e63 = (version: string) => findEnneagramStatements(version)?.find((statement) => statement.id === "e63")?.text;

  it("makes v2 current and still finds v1 word for word as it was published", () => {
    expect(currentBankVersion("enneagram")).toBe("enneagram-v2");
    expect(findEnneagramStatements("enneagram-v2")).toBe(enneagramStatements);
    expect(createHash("sha256").update(JSON.stringify(findEnneagramStatements("enneagram-v1"))).digest("hex")).toBe(publishedV1);
    expect(findEnneagramStatements("enneagram-v0")).toBeNull();
    expect(findEnneagramStatements("toString")).toBeNull();
  });

  it("keeps v1's British spelling on record and has none of it in v2, which asks what v1 asked", () => {
    expect(e63("enneagram-v1")).toBe("I like to be recognised for what I have accomplished.");
    expect(e63("enneagram-v2")).toBe("I like to be recognized for what I have accomplished.");
    expect(enneagramStatements.map((statement) => statement.text).join("\n")).not.toMatch(/recognis|colour|behaviour|favour|honour|counsell/i);
    const v1 = findEnneagramStatements("enneagram-v1")!;
    expect(enneagramStatements.map((statement) => [statement.id, statement.type])).toEqual(v1.map((statement) => [statement.id, statement.type]));
    expect(enneagramStatements.filter((statement, index) => statement.text !== v1[index]!.text).map((statement) => statement.id)).toEqual(["e63"]);
  });

  it("carries ratings given to v1 forward to v2; an unknown version does not", () => {
    expect(answersFitCurrentVersion("enneagram", "enneagram-v2")).toBe(true);
    expect(answersFitCurrentVersion("enneagram", "enneagram-v1")).toBe(true);
    expect(answersFitCurrentVersion("enneagram", "enneagram-v0")).toBe(false);
    expect(answersFitCurrentVersion("enneagram", "marriage-v2")).toBe(false);
    expect(answersFitCurrentVersion("marriage", "enneagram-v1")).toBe(false);
  });

  it("lays out and turns into evidence a v1 submission with the wording the client rated", () => {
    const ratings = Object.fromEntries(enneagramStatements.map((statement) => [statement.id, 4]));
    const view = layOutAnswers("enneagram", "enneagram-v1", JSON.stringify({ ratings }));
    if (view.kind !== "enneagram") throw new Error("expected the Enneagram");
    expect(view.ratings.find((rating) => rating.id === "e63")).toMatchObject({ statement: "I like to be recognised for what I have accomplished.", rating: 4 });
    expect(view.wordingNote).toBeNull();
    const current = layOutAnswers("enneagram", "enneagram-v2", JSON.stringify({ ratings }));
    if (current.kind !== "enneagram") throw new Error("expected the Enneagram");
    expect(current.ratings.find((rating) => rating.id === "e63")?.statement).toBe("I like to be recognized for what I have accomplished.");

    const evidence = (bankVersion: string) =>
      prepareEvidence({ submissionId: "s", formType: "enneagram", bankVersion, submittedAt: new Date("2026-01-02T10:00:00Z"), answers: { ratings } });
    expect(evidence("enneagram-v1").questions.find((question) => question.id === "e63")?.text).toBe("I like to be recognised for what I have accomplished.");
    expect(evidence("enneagram-v2").questions.find((question) => question.id === "e63")?.text).toBe("I like to be recognized for what I have accomplished.");
    expect(evidence("enneagram-v1").enneagram).toEqual(evidence("enneagram-v2").enneagram);
  });
});
