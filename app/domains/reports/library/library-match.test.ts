import { describe, expect, it } from "vitest";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { sampleGriefAnswers, sampleGriefClient } from "~/domains/assessments/samples/fictional-grief-answers";
import { guidanceBlocks } from "../template/guidance/blocks/block-library";
import { fill } from "../template/guidance/blocks/fill";
import { catharsisFrames } from "../template/guidance/wordings/catharsis-frames";
import { guidanceFor } from "../template/guidance-library";
import { templateDrafter } from "../template/template-drafter";
import { themeNote } from "../kinds/therapist-summary/theme-notes";
import { libraryEntries } from "./library-entries";
import { libraryBlocksOf, libraryItemsOf, matchLibraryBlock, matchLibraryItems } from "./library-match";
import { versionOf } from "./library-text";

/**
 * The review page folds away a block only when it is the library's words
 * unchanged (ADR 0071): a block that names the client's people is theirs.
 */
const waves = guidanceFor("grief-waves");
const slotted = guidanceBlocks.flatMap((block) => block.tryThis.map((text, index) => ({ block, text, index }))).find(({ text }) => text.includes("{lost|"))!;

describe("the guidance library matcher", () => {
  it("recognises a library paragraph copied unchanged, with its entry and version", () => {
    const match = matchLibraryBlock({ type: "guidance", text: waves.meaning[1]! });
    expect(match?.entries.map((entry) => entry.id)).toEqual(["theme/grief-waves/meaning/1"]);
    expect(match?.entries[0]?.version).toBe(versionOf(waves.meaning[1]!));
  });

  it("keeps a clinician theme note's first context under the id it was reviewed as, its other wordings beside it", () => {
    const [first, ...others] = themeNote({ id: "communication", label: "" }).contexts;
    expect(matchLibraryBlock({ type: "guidance", text: first })?.entries.map((entry) => entry.id)).toEqual(["clinician/theme/communication/context"]);
    expect(others.map((text) => matchLibraryBlock({ type: "guidance", text })?.entries[0]?.id)).toEqual([
      "clinician/theme/communication/otherContexts/0",
      "clinician/theme/communication/otherContexts/1",
    ]);
  });

  it("reads past spacing and curly quotes, not past a changed word", () => {
    const text = waves.meaning[0]!;
    expect(matchLibraryBlock({ type: "guidance", text: `  ${text.replace(/'/g, "\u2019").replace(/ /g, "  ")} ` })).not.toBeNull();
    expect(matchLibraryBlock({ type: "guidance", text: text.replace("waves", "tides") })).toBeNull();
  });

  it("folds a wording with a client's name woven in, naming the name as what the reviewer reads (ADR 0080)", () => {
    const withName = fill(slotted.text, { lost: "Danny", they: "he", them: "him", their: "his" });
    expect(withName).toContain("Danny");
    const named = matchLibraryBlock({ type: "list", title: "Things to try", items: [withName] });
    expect(named?.entries[0]?.id).toBe(`block/${slotted.block.id}/tryThis/${slotted.index}`);
    expect(named?.fills).toContain("Danny");
    const match = matchLibraryBlock({ type: "list", title: "Things to try", items: [fill(slotted.text, {})] });
    expect(match?.entries[0]?.id).toBe(`block/${slotted.block.id}/tryThis/${slotted.index}`);
    expect(match?.fills).toEqual([]);
    // The wording's own words still decide: one changed word and it is the client's, read whole.
    expect(matchLibraryBlock({ type: "list", items: [withName.replace(/\b(\w+)\.$/, "tomorrow.")] })).toBeNull();
  });

  it("folds a paragraph of the Catharsis Report's own frames, sentence by sentence, with the details that fill them", () => {
    const [thanks, words] = catharsisFrames.thanks;
    const text = `${fill(thanks![0]!, { first: "Carol" })} ${words![2]!.replace("{theme}", "when grief comes in waves")}`;
    const match = matchLibraryBlock({ type: "paragraph", claims: [{ text, evidence: ["q2.s1"] }] });
    expect(match?.entries.map((entry) => entry.id)).toEqual(["wording/catharsis/thanks/0/0", "wording/catharsis/thanks/1/2"]);
    expect(match?.fills).toEqual(["Carol", "when grief comes in waves"]);
    // One sentence that no wording holds, and the whole paragraph is read.
    expect(matchLibraryBlock({ type: "paragraph", claims: [{ text: `${text} Danny loved the lake.`, evidence: ["q2.s1"] }] })).toBeNull();
  });

  it("folds a list only when every item is the library's", () => {
    const items = [...waves.tryThis];
    expect(matchLibraryBlock({ type: "list", items })?.entries).toHaveLength(items.length);
    expect(matchLibraryBlock({ type: "list", items: [...items, "Ask Rick to come with you to the cemetery."] })).toBeNull();
  });

  it("in a list mixing the library's items with the client's, matches the library's item by item", () => {
    const items = [waves.tryThis[0]!, "Ask Rick to come with you to the cemetery.", waves.tryThis[1]!];
    expect(matchLibraryItems({ type: "list", items })?.map((match) => match?.entries[0]?.id ?? null)).toEqual(["theme/grief-waves/tryThis/0", null, "theme/grief-waves/tryThis/1"]);
    // A list wholly the library's is matched as one block; one wholly the client's, not at all.
    expect(matchLibraryItems({ type: "list", items: [...waves.tryThis] })).toBeNull();
    expect(matchLibraryItems({ type: "list", items: ["Ask Rick to come with you to the cemetery."] })).toBeNull();
    const found = libraryItemsOf([{ id: "theme-grief-waves", blocks: [{ type: "guidance", text: waves.meaning[0]! }, { type: "list", items }] }]);
    expect([...found.keys()]).toEqual(["theme-grief-waves.1"]);
  });

  it("never folds what the library says about a client, a plan or a quote", () => {
    // A theme's reflection and pattern are claims about this client, checked against what she wrote: never entries.
    expect(matchLibraryBlock({ type: "paragraph", claims: [{ text: waves.pattern[0]!, evidence: ["q1.s1"] }] })).toBeNull();
    expect(matchLibraryBlock({ type: "paragraph", claims: [{ text: waves.reflection[0]!, evidence: ["q1.s1"] }] })).toBeNull();
    expect(matchLibraryBlock({ type: "quote", sentenceId: "q1.s1", text: waves.meaning[0]! })).toBeNull();
  });

  it("gives every entry its own id and a version that changes with its words", () => {
    const ids = libraryEntries().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(versionOf("A line of guidance.")).not.toBe(versionOf("A line of guidance, changed."));
    expect(versionOf("A line of guidance.")).toMatch(/^[0-9a-f]{8}$/);
  });

  it("in Ellen's grief report, folds general text and leaves every sentence naming Tom to be read, in the text or in the label", async () => {
    const evidence = prepareEvidence({
      submissionId: "sample-death-grief",
      formType: "death-grief",
      bankVersion: currentBankVersion("death-grief"),
      submittedAt: sampleGriefClient.submittedAt,
      answers: sampleGriefAnswers,
    });
    const { document } = await templateDrafter.draft({ kind: "catharsis", evidence });
    const folded = libraryBlocksOf(document.sections);
    expect(folded.size).toBeGreaterThan(10);
    const blocks = document.sections.flatMap((section) => section.blocks.map((block, index) => ({ key: `${section.id}.${index}`, block })));
    const naming = blocks.filter(({ block }) => JSON.stringify(block).includes("Tom") && block.type !== "quote");
    expect(naming.length).toBeGreaterThan(0);
    // A folded block naming him has his name among the details its label shows (ADR 0080).
    for (const { key } of naming) if (folded.has(key)) expect(folded.get(key)!.fills.join(" ")).toContain("Tom");
    // So has a folded item naming him in a list that mixes the library's items with his.
    const items = libraryItemsOf(document.sections);
    expect(items.size).toBeGreaterThan(0);
    for (const [key, matches] of items) {
      const { block } = blocks.find((found) => found.key === key)!;
      matches.forEach((match, item) => {
        if (match && block.type === "list" && block.items[item]!.includes("Tom")) expect(match.fills).toContain("Tom");
      });
    }
    // It drafts a whole report: as the other drafting tests, it is given the time a shared machine needs.
  }, 30_000);
});
