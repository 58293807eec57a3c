import { describe, expect, it } from "vitest";
import { itemWordings, wordedItems } from "./not-assessed-wordings";

/** The words alone, as the quality bench compares sentences: punctuation and case set aside. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).join(" ");

describe("the wordings of the 'not assessed' items", () => {
  it.each(wordedItems())("gives %s wordings that differ in their words, not only in punctuation", (item) => {
    const wordings = itemWordings(item);
    expect(wordings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(wordings.map(words)).size).toBe(wordings.length);
  });
});
