import { describe, expect, it } from "vitest";
import { reportKinds } from "~/shared/report-kinds";
import type { ReportBlock, ReportDocument, ReportSection } from "../document/report-document";
import { exampleEvidence, exampleReport, FLAGGED_SENTENCE } from "./example-reports";
import { describeFailures, isApprovable, verifyReport } from "./verify-report";
import { storedFailuresSchema } from "./verification-types";

const evidence = exampleEvidence();
const flaggedEvidence = exampleEvidence({ flagged: true });

function report(kind: ReportDocument["kind"] = "catharsis", from = evidence): ReportDocument {
  return structuredClone(exampleReport(kind, from));
}

function sectionOf(document: ReportDocument, id: string): ReportSection {
  const found = document.sections.find((section) => section.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}

function blockOf<T extends ReportBlock["type"]>(document: ReportDocument, sectionId: string, type: T): Extract<ReportBlock, { type: T }> {
  const found = sectionOf(document, sectionId).blocks.find((block) => block.type === type);
  if (!found) throw new Error(`no ${type} in ${sectionId}`);
  return found as Extract<ReportBlock, { type: T }>;
}

const rulesOf = (document: ReportDocument, from = evidence, previous?: ReportDocument) =>
  verifyReport(document, from, { previous }).failures.map(({ rule, sectionId, sentenceId }) => ({ rule, sectionId, sentenceId }));

describe("a valid report", () => {
  it.each(reportKinds)("of kind %s passes and can be approved, flagged or not", (kind) => {
    for (const from of [evidence, flaggedEvidence]) {
      const result = verifyReport(report(kind, from), from);
      expect(result).toEqual({ ok: true, failures: [] });
      expect(isApprovable(result)).toBe(true);
    }
  });
});

describe("evidence", () => {
  it("catches a quote that is not the cited sentence word for word", () => {
    const document = report();
    blockOf(document, "what-you-told-us", "quote").text = "Since I retired I feel like a spare part.";
    const result = verifyReport(document, evidence);
    expect(result.failures).toEqual([
      { rule: "quote-mismatch", sectionId: "what-you-told-us", sentenceId: "q2.s1", message: 'The quote in "what-you-told-us" (block 1) does not match sentence q2.s1.' },
    ]);
    expect(isApprovable(result)).toBe(false);
  });

  it("catches a claim citing another client's sentence, a sentence the form never had, in a claim, a plan step, a quote and a flag", () => {
    const document = report("catharsis");
    blockOf(document, "strengths", "paragraph").claims[0]!.evidence = ["q31.s1"];
    blockOf(document, "action-plan", "plan").steps[1]!.evidence = ["q1.s9"];
    Object.assign(blockOf(document, "what-you-told-us", "quote"), { sentenceId: "q40.s2" });
    expect(rulesOf(document)).toEqual([
      { rule: "unknown-sentence", sectionId: "what-you-told-us", sentenceId: "q40.s2" },
      { rule: "unknown-sentence", sectionId: "strengths", sentenceId: "q31.s1" },
      { rule: "unknown-sentence", sectionId: "action-plan", sentenceId: "q1.s9" },
    ]);

    const summary = report("therapist-summary", flaggedEvidence);
    blockOf(summary, "brief", "risk-flags").flags.push({ category: "abuse", sentenceIds: ["q99.s1"], addedBy: "model" });
    expect(rulesOf(summary, flaggedEvidence)).toEqual([{ rule: "unknown-sentence", sectionId: "brief", sentenceId: "q99.s1" }]);
  });

  it("catches a claim that cites nothing", () => {
    const document = report();
    blockOf(document, "what-you-told-us", "paragraph").claims[1]!.evidence = [];
    const result = verifyReport(document, evidence);
    expect(result.failures).toEqual([
      { rule: "claim-without-evidence", sectionId: "what-you-told-us", message: 'In "what-you-told-us", block 2, claim 2 cites none of the client\'s sentences.' },
    ]);
  });
});

describe("words in quotation marks", () => {
  it("catches a paraphrase of the client's sentence put in quotation marks", () => {
    const document = report();
    blockOf(document, "patterns", "paragraph").claims[0]!.text = "You wrote that you “go over all the things I did wrong” at night.";
    expect(rulesOf(document)).toEqual([{ rule: "quote-in-prose", sectionId: "patterns", sentenceId: undefined }]);
  });

  it("catches the client's own sentence quoted in a claim that does not cite it", () => {
    const document = report();
    blockOf(document, "strengths", "paragraph").claims[0]!.text = 'You said "I feel like a spare part in my own house" and still you kept going.';
    expect(rulesOf(document)).toEqual([{ rule: "quote-in-prose", sectionId: "strengths", sentenceId: undefined }]);
  });

  it("catches another client's words quoted in guidance, and allows this client's words there", () => {
    const document = report();
    blockOf(document, "weeks-after", "guidance").text = 'Some people say "the house is too quiet without him" and that is normal.';
    expect(rulesOf(document)).toEqual([{ rule: "quote-in-prose", sectionId: "weeks-after", sentenceId: undefined }]);

    blockOf(document, "weeks-after", "guidance").text = "When “it lifts a little” in the evening, notice what you were doing.";
    expect(rulesOf(document)).toEqual([]);
  });

  it("allows an exact quote with US punctuation inside the closing mark", () => {
    const document = report();
    blockOf(document, "patterns", "paragraph").claims[0]!.text = "You wrote, “I wake at four and go over everything I got wrong,” and that is a lonely hour.";
    expect(rulesOf(document)).toEqual([]);
  });

  it("checks quotation marks around any number of words in a claim: short made-up quotes and scare quotes are caught (issue 31)", () => {
    for (const text of ["You wrote that you “hate your husband”.", 'You said you "hate him".', "That is a lonely hour to be “so hard” on yourself."]) {
      const document = report();
      blockOf(document, "patterns", "paragraph").claims[0]!.text = text;
      expect(rulesOf(document), text).toEqual([{ rule: "quote-in-prose", sectionId: "patterns", sentenceId: undefined }]);
    }
    // The client's own words, however few, pass.
    const document = report();
    blockOf(document, "patterns", "paragraph").claims[0]!.text = "You wrote that you “wake at four”, and that is a lonely hour.";
    expect(rulesOf(document)).toEqual([]);
  });

  it("refuses a few made-up words in quotation marks even in guidance, which cites no one (issue 31)", () => {
    const document = report();
    blockOf(document, "weeks-after", "guidance").text = "Some days you may feel you “hate your husband”, and that is allowed.";
    expect(rulesOf(document)).toEqual([{ rule: "quote-in-prose", sectionId: "weeks-after", sentenceId: undefined }]);
  });

  it("never puts the client's words in the failure message", () => {
    const document = report();
    blockOf(document, "patterns", "paragraph").claims[0]!.text = "You wrote that you “go over all the things I did wrong” at night.";
    const [failure] = verifyReport(document, evidence).failures;
    expect(failure?.message).toBe('In "patterns", block 1, claim 1 puts words in quotation marks that are not found in the sentences it cites (q3.s1).');
  });
});

describe("sections", () => {
  it("catches a missing section, one out of order and one twice", () => {
    const missing = report();
    missing.sections = missing.sections.filter((section) => section.id !== "strengths");
    expect(rulesOf(missing)).toEqual([{ rule: "missing-section", sectionId: "strengths", sentenceId: undefined }]);

    const swapped = report();
    const [letter, told, ...rest] = swapped.sections;
    swapped.sections = [told!, letter!, ...rest];
    expect(verifyReport(swapped, evidence).failures).toEqual([
      { rule: "missing-section", sectionId: "what-you-told-us", message: 'Section "what-you-told-us" comes before "opening-letter"; it belongs after it.' },
    ]);

    const twice = report();
    twice.sections.push(structuredClone(sectionOf(twice, "strengths")));
    expect(rulesOf(twice).map((failure) => failure.rule)).toContain("missing-section");
  });

  it("asks a flagged submission's catharsis and root-cause reports to open with help-now", () => {
    for (const kind of ["catharsis", "root-cause"] as const) {
      const document = report(kind, flaggedEvidence);
      document.sections = document.sections.filter((section) => section.id !== "help-now");
      expect(rulesOf(document, flaggedEvidence)).toEqual([{ rule: "missing-section", sectionId: "help-now", sentenceId: undefined }]);
    }
  });

  it("catches a missing crisis line and a missing disclaimer", () => {
    const document = report("root-cause");
    blockOf(document, "seek-help-now", "guidance").text = "If you are in immediate danger, call 911 or call 988.";
    sectionOf(document, "disclaimers").blocks = [{ type: "guidance", text: "This report is not a diagnosis. It is not for emergencies." }];
    expect(verifyReport(document, evidence).failures).toEqual([
      { rule: "crisis-resources", sectionId: "seek-help-now", message: '"seek-help-now" does not give the crisis resource "text HOME to 741741".' },
      { rule: "disclaimers", sectionId: "disclaimers", message: '"disclaimers" does not say "It is not a substitute for care from a licensed professional".' },
    ]);
  });

  it("does not take 19880 for 988", () => {
    const document = report("catharsis");
    blockOf(document, "seek-help-now", "guidance").text = "Call 19880 or text HOME to 741741, or call 911.";
    expect(rulesOf(document)).toEqual([{ rule: "crisis-resources", sectionId: "seek-help-now", sentenceId: undefined }]);
  });
});

describe("plans", () => {
  it("holds the 72-hour plan to 3–5 steps, each citing a sentence", () => {
    const document = report("catharsis");
    const plan = blockOf(document, "action-plan", "plan");
    plan.steps = plan.steps.slice(0, 2);
    plan.steps[0]!.evidence = [];
    expect(verifyReport(document, evidence).failures.map((failure) => failure.message)).toEqual([
      'The 72-hour plan in "action-plan" has 2 steps; it needs 3 to 5.',
      'Step 1 of the 72-hour plan in "action-plan" cites none of the client\'s sentences.',
    ]);
  });

  it("wants exactly one 72-hour plan in the action plan", () => {
    const document = report("catharsis");
    sectionOf(document, "action-plan").blocks = [{ type: "guidance", text: "Take it one day at a time." }];
    expect(rulesOf(document)).toEqual([{ rule: "plan-length", sectionId: "action-plan", sentenceId: undefined }]);
  });

  it("holds the 90-day plan to three phases, each with a measure", () => {
    const document = report("root-cause");
    const plan = blockOf(document, "plan", "plan");
    delete plan.steps[2]!.measure;
    plan.steps.push({ ...plan.steps[0]!, when: "Day 91" });
    expect(verifyReport(document, evidence).failures.map((failure) => failure.message)).toEqual([
      'The 90-day plan in "plan" has 4 steps; it needs 3.',
      'Step 3 of the 90-day plan in "plan" has no measure of progress.',
    ]);
  });
});

describe("safety flags", () => {
  it("catches a dropped screen flag in the therapist summary's brief, and a flag citing no sentence the screen found", () => {
    const dropped = report("therapist-summary", flaggedEvidence);
    blockOf(dropped, "brief", "risk-flags").flags = [];
    const result = verifyReport(dropped, flaggedEvidence);
    expect(result.failures).toEqual([
      { rule: "safety-flag-missing", sectionId: "brief", message: 'The brief has no risk flag for the screen\'s category "suicidal-thoughts".' },
    ]);
    expect(isApprovable(result)).toBe(false);

    const elsewhere = report("therapist-summary", flaggedEvidence);
    blockOf(elsewhere, "brief", "risk-flags").flags[0]!.sentenceIds = ["q1.s1"];
    expect(rulesOf(elsewhere, flaggedEvidence)).toEqual([{ rule: "safety-flag-missing", sectionId: "brief", sentenceId: FLAGGED_SENTENCE }]);
  });

  it("never lets a later revision remove a flag a model or reviewer added", () => {
    const previous = report("therapist-summary", flaggedEvidence);
    blockOf(previous, "brief", "risk-flags").flags.push({ category: "He keeps a gun in the truck", sentenceIds: ["q5.s1"], addedBy: "reviewer" });
    const next = report("therapist-summary", flaggedEvidence);

    const [failure, ...others] = verifyReport(next, flaggedEvidence, { previous }).failures;
    expect(others).toEqual([]);
    expect(failure).toEqual({
      rule: "safety-flag-removed",
      sectionId: "brief",
      message: "Risk flag number 2 (added by the reviewer) was in the previous revision and is gone; flags are never removed from a report.",
    });
    expect(verifyReport(previous, flaggedEvidence, { previous }).ok).toBe(true);
  });
});

describe("language", () => {
  it("catches a diagnosis in a claim and medication advice in a plan step", () => {
    const document = report("catharsis");
    blockOf(document, "patterns", "paragraph").claims[0]!.text = "You have depression, and the early waking is part of it.";
    blockOf(document, "action-plan", "plan").steps[2]!.action = "Ask your doctor about an antidepressant.";
    expect(verifyReport(document, evidence).failures).toEqual([
      { rule: "diagnosis", sectionId: "patterns", message: 'In "patterns", block 1, claim 1 states a diagnosis or a label as fact.' },
      { rule: "medication", sectionId: "action-plan", message: 'In "action-plan", block 1, step 3 gives medication advice or names a drug or a dose.' },
    ]);
  });

  it("checks titles, lists and callouts too", () => {
    const document = report("catharsis");
    sectionOf(document, "weeks-after").title = "Living with your depression";
    sectionOf(document, "weeks-after").blocks.push({ type: "callout", title: "A note", text: "Your husband is a narcissist." });
    expect(rulesOf(document).map((failure) => failure.rule)).toEqual(["diagnosis", "diagnosis"]);
  });

  it("never reads the client's quoted words as our claim", () => {
    const own = exampleEvidence();
    own.sentences[0]!.text = "I was diagnosed with depression and I take sertraline 50 mg.";
    const document = report("catharsis", own);
    blockOf(document, "opening-letter", "paragraph").claims[0]!.text = "You wrote, “I was diagnosed with depression and I take sertraline 50 mg.”";
    expect(rulesOf(document, own)).toEqual([]);
  });
});

describe("failures", () => {
  it("report a document that does not parse by where, not by what was written", () => {
    const document = report();
    (sectionOf(document, "patterns").blocks[0] as unknown as Record<string, unknown>)["secret"] = "I was diagnosed";
    const result = verifyReport(document, evidence);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([
      { rule: "schema", sectionId: "patterns", message: "The report does not match the report schema at sections[3].blocks[0] (unrecognized keys)." },
    ]);
  });

  it("never carry the client's words, whatever breaks", () => {
    const document = report("therapist-summary", flaggedEvidence);
    blockOf(document, "brief", "paragraph").claims[0] = { text: "“Some nights I think everyone would be better off without me, truly.”", evidence: ["q5.s1", "q31.s1"] };
    blockOf(document, "brief", "risk-flags").flags = [];
    const failures = verifyReport(document, flaggedEvidence).failures;
    expect(failures.length).toBeGreaterThan(1);
    for (const sentence of flaggedEvidence.sentences) {
      const words = sentence.text.split(/\s+/).slice(0, 4).join(" ");
      expect(JSON.stringify(failures)).not.toContain(words);
    }
  });

  it("are described in one line each for the review page and read back from storage", () => {
    const document = report();
    blockOf(document, "what-you-told-us", "paragraph").claims[1]!.evidence = [];
    const { failures } = verifyReport(document, evidence);
    expect(describeFailures(failures)).toEqual(['Claim without evidence: In "what-you-told-us", block 2, claim 2 cites none of the client\'s sentences.']);
    expect(storedFailuresSchema.parse(JSON.parse(JSON.stringify(failures)))).toEqual(failures);
  });
});
