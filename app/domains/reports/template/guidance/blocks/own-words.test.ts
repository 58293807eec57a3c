import { describe, expect, it } from "vitest";
import { namedThing } from "./own-words";

describe("what a question to sit with names of the client's sentence", () => {
  it("takes the last thing the sentence names, in the client's words, spoken back as theirs", () => {
    expect(namedThing("I sit in the truck in the garage before going in.")).toBe("the garage");
    expect(namedThing("My brother phones every Sunday.")).toBe("your brother");
    expect(namedThing("We argue about money and the kids.")).toBe("the kids");
  });

  it("names nothing when the sentence names nothing particular", () => {
    expect(namedThing("I can't sleep and I feel tired all the time.")).toBeUndefined();
    expect(namedThing("It is the worst.")).toBeUndefined();
  });
});

describe("what counts as a thing named", () => {
  it("passes over a measure or a word too wide to name anything", () => {
    expect(namedThing("I walked three miles a day.")).toBeUndefined();
    expect(namedThing("I want to see more of the world.")).toBeUndefined();
  });
});
