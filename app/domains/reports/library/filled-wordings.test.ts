import { describe, expect, it } from "vitest";
import { fill } from "../template/guidance/blocks/fill";
import { sentencesOf, wordingPattern } from "./filled-wordings";

/** ADR 0080: a wording filled for one client is recognised, and what filled it is captured to be read. */
describe("a library wording with slots", () => {
  const wording = "Write a letter to {lost|the one you lost}[, as {first}], saying what you wish you had said.";

  it("matches the wording however its slots were filled, capturing the fills", () => {
    const pattern = wordingPattern(wording);
    expect(pattern.exec(fill(wording, { lost: "Danny", first: "Carol" }))?.slice(1)).toEqual(["Danny", "Carol"]);
    // The optional part left out, and the fallback in the slot's place.
    expect(pattern.exec(fill(wording, {}))?.slice(1)).toEqual(["the one you lost", undefined]);
  });

  it("does not match once a word of the wording itself changes", () => {
    expect(wordingPattern(wording).test(fill(wording, { lost: "Danny" }).replace("letter", "note"))).toBe(false);
  });

  it("reads a capitalised slot at the start of a sentence", () => {
    expect(wordingPattern("{Lost} would want you to rest.").exec("Danny would want you to rest.")?.[1]).toBe("Danny");
  });

  it("cuts a paragraph into sentences where the drafter joins wordings", () => {
    expect(sentencesOf("Missed a day? Simply start again tomorrow. “Quote.” ok.")).toEqual(["Missed a day?", "Simply start again tomorrow.", '"Quote." ok.']);
  });
});
