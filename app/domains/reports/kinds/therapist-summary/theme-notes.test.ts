import { describe, expect, it } from "vitest";
import { themeContext, themeNote, themeNoteIds } from "./theme-notes";

/** Every theme with a note of its own, and a theme built from a bank section (it reads the section note). */
const themes = [...themeNoteIds.map((id) => ({ id, label: id })), { id: "section-0", label: "A bank section" }];

const sentencesOf = (wording: string) => wording.split(". ").map((sentence) => sentence.trim().replace(/\.$/, ""));

describe("theme notes' context wordings", () => {
  it("cover the themes", () => {
    expect(themeNoteIds.length).toBeGreaterThan(0);
    expect(themeNote({ id: "section-0", label: "A bank section" }).label).toBe("A bank section");
  });

  describe.each(themes)("$id", (theme) => {
    const { contexts } = themeNote(theme);

    it("has at least three wordings", () => {
      expect(contexts.length).toBeGreaterThanOrEqual(3);
    });

    it("shares no sentence between two wordings", () => {
      const seen = new Map<string, number>();
      contexts.forEach((wording, index) => {
        for (const sentence of sentencesOf(wording)) {
          const owner = seen.get(sentence);
          expect(owner === undefined || owner === index, `"${sentence}" is in wordings ${owner} and ${index}`).toBe(true);
          seen.set(sentence, index);
        }
      });
    });

    it("has no wording longer than the first", () => {
      for (const wording of contexts.slice(1)) expect(wording.length).toBeLessThanOrEqual(contexts[0].length);
    });

    it("chooses each wording for some seed, and only its own wordings", () => {
      const chosen = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const wording = themeContext(theme, `seed-${i}`);
        expect(contexts).toContain(wording);
        chosen.add(wording);
      }
      expect(chosen.size).toBe(contexts.length);
    });

    it("chooses the same wording for the same seed", () => {
      expect(themeContext(theme, "a-submission")).toBe(themeContext(theme, "a-submission"));
    });
  });
});
