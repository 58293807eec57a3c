import { describe, expect, it, vi } from "vitest";
import type * as ScreenModule from "./screen";
import { screenText } from "./screen";
import { screenAnswers } from "./screen-questionnaire";

vi.mock("./screen", async (original) => {
  const real = await original<typeof ScreenModule>();
  return { ...real, screenText: vi.fn(real.screenText) };
});

describe("screening an autosaved form", () => {
  it("reads each answer's text once: an unchanged answer is not screened again, a changed one is", () => {
    const calls = vi.mocked(screenText);
    const form = { q1: "We walk by the river on Sundays.", q2: "Some nights I think everyone would be better off without me." };
    const first = screenAnswers(form);
    expect(first.flagged).toBe(true);
    expect(calls).toHaveBeenCalledTimes(2);

    // The next save: same text, one answer grown.
    const second = screenAnswers({ ...form, q1: `${form.q1} The dog loves it.` });
    expect(calls).toHaveBeenCalledTimes(3);
    expect(second).toEqual({ ...first, matchedQuestionIds: ["q2"] });
    expect(calls.mock.calls.at(-1)?.[0]).toBe(`${form.q1} The dog loves it.`);
  });

  it("judges a sentence again when the sentence after it changes, since that can answer it", () => {
    const asked = "The doctor asked whether I had thought about suicide.";
    // Typed a sentence at a time, as autosave sends it: the first sentence is judged each time with what follows.
    expect(screenText(asked)).toEqual(["suicidal-thoughts"]);
    expect(screenText(`${asked} I said no.`)).toEqual([]);
    expect(screenText(`${asked} I said yes.`)).toEqual(["suicidal-thoughts"]);
    expect(screenText(`${asked} I said no.`)).toEqual([]);
  });
});
