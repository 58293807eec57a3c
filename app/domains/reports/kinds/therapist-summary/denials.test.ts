import { describe, expect, it } from "vitest";
import { isExplicitDenial } from "./denials";

describe("isExplicitDenial", () => {
  it.each([
    "I have never thought about hurting myself.",
    "I've never considered suicide, not even on the worst days.",
    "I would never hurt myself, because of my grandchildren.",
    "I wouldn’t ever… no, I would never harm anyone.",
    "There are no thoughts of suicide, just tiredness.",
    "I'm not suicidal, I am just worn out.",
    "I don't want to die, I want to feel better.",
    "I feel safe at home.",
    "I am completely safe with my husband.",
    "He has never hit me.",
    "My husband would never hurt me.",
    "Nobody hurts me.",
  ])("reads %j as a denial", (sentence) => {
    expect(isExplicitDenial(sentence)).toBe(true);
  });

  it.each([
    "Some nights I think everyone would be better off without me.",
    "I don't want to live like this anymore.",
    "I do not want to end up lonely in my own marriage.",
    "I do not feel safe at home.",
    "I never feel safe when he drinks.",
    "He has never understood me.",
    "I would never talk to a friend the way I talk to myself.",
    "I have never felt so alone.",
    "I feel safe enough to write this down.",
  ])("does not read %j as a denial", (sentence) => {
    expect(isExplicitDenial(sentence)).toBe(false);
  });
});
