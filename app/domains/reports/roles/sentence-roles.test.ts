import { describe, expect, it } from "vitest";
import { EVIDENCE_VERSION, type ReportEvidence } from "~/shared/report-evidence";
import { claimPurpose, fitsPurpose, idsFitting, sectionPurpose } from "./block-purpose";
import type { QuestionRole } from "./question-roles";
import { readSentence, sentenceRoles } from "./sentence-roles";
import { sentenceSignals } from "./sentence-signals";

const read = (question: QuestionRole, text: string) => readSentence(question, sentenceSignals(text));

describe("a sentence's role: its question's, refined by its own words", () => {
  it("never makes a support of withdrawal, whatever the question asked (issue 28)", () => {
    for (const question of ["support", "open", "coping", "account"] as const) {
      expect(read(question, "I've pulled away from our couple friends.")).toMatchObject({ role: "difficulty", reason: "withdrawal" });
      expect(read(question, "I see my friends less.")).toMatchObject({ role: "difficulty", reason: "withdrawal" });
      expect(read(question, "I have stopped answering calls from my sister because I cannot stand the pity.").role).toBe("difficulty");
    }
    expect(read("support", "I drink more wine than I should at night.")).toMatchObject({ role: "difficulty", reason: "numbing" });
    expect(read("support", "Nobody knows the whole story.")).toMatchObject({ role: "difficulty", reason: "unhelpful" });
  });

  it("keeps a support with a caveat or a loss of its own a support", () => {
    expect(read("support", "My husband Rick, although we grieve very differently.").role).toBe("support");
    expect(read("support", "My friend Donna from work, who lost her brother the same way.").role).toBe("support");
    expect(read("support", "Susan flying in for two weeks after the funeral.").role).toBe("support");
  });

  it("never makes a hope of a negated wanting, a closed future or what the client does without wanting to", () => {
    expect(read("hope", "I do not want to be the sad widow at the table.")).toMatchObject({ role: "difficulty", reason: "negated wanting" });
    expect(read("hope", "It is hard to picture anything I look forward to.")).toMatchObject({ role: "difficulty", reason: "hopeless" });
    expect(read("coping", "I walk the dog every morning, not because I want to.").role).toBe("coping");
    expect(read("hope", "Talking to other widowers, if there is such a group around here.").role).toBe("hope");
    expect(read("hope", "Not feeling ashamed of how Danny died.").role).toBe("hope");
  });

  it("lets words say a coping habit or an open answer helps, but not one the client has lost", () => {
    expect(read("coping", "Sometimes I call Donna.")).toMatchObject({ role: "support", reason: "says it helps" });
    expect(read("coping", "I go into the basement and play games.").role).toBe("difficulty");
    expect(read("coping", "I go to work because I have to.").role).toBe("coping");
    expect(read("open", "Susan and I talk more than we ever did, which is a blessing.").role).toBe("support");
    expect(read("open", "My brother Ray calls, but he does not know what to say.").role).toBe("difficulty");
    expect(read("account", "My sister listens when I call her.").role).toBe("support");
    expect(read("account", "I used to love the garden and the book club, and now I do neither.").role).not.toBe("support");
  });

  it("makes any sentence touching risk a difficulty at its tier, which fits no help and no hope", () => {
    const reading = readSentence("hope", sentenceSignals("I hope I do not wake up."), "urgent");
    expect(reading).toMatchObject({ role: "difficulty", reason: "risk", risk: "urgent" });
    expect(fitsPurpose(reading, "hope")).toBe(false);
    expect(fitsPurpose({ ...read("support", "My sister calls every day."), risk: "review" }, "support")).toBe(false);
  });
});

describe("the roles of a submission", () => {
  const evidence: ReportEvidence = {
    version: EVIDENCE_VERSION,
    submissionId: "roles-example",
    formType: "death-grief",
    formName: "Death & Grief Survey",
    bankVersion: "death-grief-v4",
    submittedAt: "2026-11-20T15:00:00.000Z",
    questions: [
      { id: "q12", number: 12, sectionTitle: "Support", text: "Who has been a comfort to you since your loss?", sentenceIds: ["q12.s1", "q12.s2"] },
      { id: "q27", number: 27, sectionTitle: "Patterns", text: "How has your loss affected your other relationships?", sentenceIds: ["q27.s1"] },
      { id: "q30", number: 30, sectionTitle: "Patterns", text: "What would help you feel a little more at peace in the months ahead?", sentenceIds: ["q30.s1", "q30.s2"] },
    ],
    sentences: [
      { id: "q12.s1", questionId: "q12", text: "My neighbor Ed comes over to watch the Reds with me.", safetyCategories: [] },
      { id: "q12.s2", questionId: "q12", text: "My pastor, although I have not been back to church.", safetyCategories: [] },
      { id: "q27.s1", questionId: "q27", text: "I've pulled away from our couple friends.", safetyCategories: [] },
      { id: "q30.s1", questionId: "q30", text: "Learning to cook a few real meals.", safetyCategories: [] },
      { id: "q30.s2", questionId: "q30", text: "Being with her again.", safetyCategories: [], riskTier: "review", riskCategories: ["passive-death-wish"] },
    ],
    safety: { categories: [], sentenceIds: [] },
    enneagram: null,
  };

  it("reads each sentence once per evidence, with its question's role and the screen's tier", () => {
    const roles = sentenceRoles(evidence);
    expect(sentenceRoles(evidence)).toBe(roles);
    expect(Object.fromEntries([...roles].map(([id, reading]) => [id, [reading.questionRole, reading.role, reading.risk]]))).toEqual({
      "q12.s1": ["support", "support", null],
      "q12.s2": ["support", "difficulty", null],
      "q27.s1": ["open", "difficulty", null],
      "q30.s1": ["hope", "hope", null],
      "q30.s2": ["hope", "difficulty", "review"],
    });
    const ids = evidence.sentences.map((sentence) => sentence.id);
    expect(idsFitting(roles, ids, "support")).toEqual(["q12.s1"]);
    expect(idsFitting(roles, ids, "strength")).toEqual(["q12.s1", "q30.s1"]);
    expect(idsFitting(roles, ids, "hope")).toEqual(["q30.s1"]);
  });
});

describe("what a block offers its sentences as", () => {
  it("reads it from the section's id, or for a model's own sections from its title", () => {
    expect(sectionPurpose({ id: "strengths", title: "Strengths, supports and protective factors" })).toBe("strength");
    expect(sectionPurpose({ id: "goals", title: "The client's goals" })).toBe("hope");
    expect(sectionPurpose({ id: "theme-support", title: "Support outside the marriage" })).toBe("support");
    expect(sectionPurpose({ id: "theme-hopes", title: "Looking ahead" })).toBe("hope");
    expect(sectionPurpose({ id: "theme-memories-meaning", title: "Memories, faith and meaning" })).toBe("support");
    expect(sectionPurpose({ id: "theme-people-around-you", title: "The people who support you" })).toBe("support");
    expect(sectionPurpose({ id: "theme-loneliness", title: "Loneliness and pulling back" })).toBeNull();
    expect(sectionPurpose({ id: "patterns", title: "Patterns worth noticing" })).toBeNull();
  });

  it("reads a claim that offers what it cites as a help or a goal, not one that lists a theme's name", () => {
    expect(claimPurpose("You also named some of the people and things that help you, such as this:")).toBe("support");
    expect(claimPurpose("It sounds as if memories and meaning are a real source of comfort for you.")).toBe("support");
    expect(claimPurpose("The client's goals, in their words (Q14 and Q30):")).toBe("hope");
    expect(claimPurpose("Your answers gathered around 3 themes: the loss; the people who support you; and sleep.")).toBeNull();
  });
});

describe("a help that names its cost, and avoidance offered as coping (issue 28)", () => {
  it("reads a help whose second half is a cost as a way of coping, never a support", () => {
    for (const question of ["support", "coping", "open", "account"] as const) {
      expect(read(question, "Knitting helps a little, but I end up stewing over the same worries.")).toMatchObject({ role: "coping", reason: "help with a cost" });
      expect(read(question, "Gardening calms me, though I think it is partly how I avoid the house.").role).not.toBe("support");
      expect(read(question, "Crosswords help me unwind, except I can't stop once I start and then I barely sleep.").role).not.toBe("support");
      expect(read(question, "Long walks help, but afterwards I feel lonely and sad.").role).not.toBe("support");
      expect(read(question, "Baking relaxes me but I know it is also a way of not thinking about him.").role).not.toBe("support");
    }
  });

  it("reads avoidance as withdrawal: sitting in the car, not going in, keeping busy so as not to feel", () => {
    for (const question of ["support", "coping", "open", "account"] as const) {
      expect(read(question, "Most evenings I sit in the truck out front for a while before going in.")).toMatchObject({ role: "difficulty", reason: "withdrawal" });
      expect(read(question, "I keep myself busy so I don't have to feel any of it.")).toMatchObject({ role: "difficulty", reason: "withdrawal" });
      expect(read(question, "Some days I drive to the store and cannot go inside.").role).toBe("difficulty");
      expect(read(question, "I've started to pull back from my hiking group.").role).toBe("difficulty");
    }
  });

  it("keeps a help whose turn is no cost a help, and a hope a hope", () => {
    expect(read("support", "My husband Rick, although we grieve very differently.").role).toBe("support");
    expect(read("support", "My cousin helps, but she lives two hours away.").role).toBe("support");
    expect(read("coping", "Swimming helps, though only in the mornings.")).toMatchObject({ role: "support", reason: "says it helps" });
    expect(read("hope", "Not feeling ashamed of how Danny died.").role).toBe("hope");
    expect(read("hope", "To enjoy the garden again, but without feeling guilty about it.").role).toBe("hope");
  });
});
