import { describe, expect, it } from "vitest";
import { CHAT_CRISIS_REPLY, chatReplyFor, isCrisisMessage } from "./chat-replies";

const reply = (text: string) => chatReplyFor(text, { startingPrice: "$14.99" });

describe("chat replies", () => {
  it("answers price and cost with the starting price and the 72-hour plan", () => {
    for (const text of ["What is the PRICE?", "how much does it cost"]) {
      expect(reply(text).text).toContain("starts at $14.99");
      expect(reply(text).text).toContain("72-hour actionable plan");
      expect(reply(text).link?.to).toBe("/pricing");
    }
  });

  it("sends appointment and booking questions to /contact", () => {
    for (const text of ["Can I make an Appointment?", "I want to book a session"]) {
      expect(reply(text).text).toContain("booking page");
      expect(reply(text).link?.to).toBe("/contact");
    }
  });

  it("lists the services for therapy and counseling", () => {
    for (const text of ["Do you do therapy?", "COUNSELING options"]) {
      expect(reply(text).text).toContain("Catharsis Survey, Enneagram assessments and traditional therapy sessions");
    }
  });

  it("offers general help otherwise", () => {
    expect(reply("hello there").text).toContain("pricing, booking an appointment, or our therapy approaches");
    expect(reply("hello there").link).toBeUndefined();
  });

  it("checks the keywords in the spec's order", () => {
    expect(reply("what does therapy cost?").link?.to).toBe("/pricing");
    expect(reply("book a therapy session").link?.to).toBe("/contact");
  });

  it.each([
    "I have been thinking about suicide",
    "I feel suicidal",
    "I keep self-harming",
    "thoughts of self harm",
    "I want to kill myself",
    "I just want to die",
    "I want to end my life",
    "I might hurt myself tonight",
    "I don\u2019t want to live anymore",
    "there is no reason to live",
    "everyone would be better off dead without me, what does it cost",
    "I want to end it all",
    "I want to be dead",
    "I'd rather be dead",
    "I can't go on anymore",
    "life is not worth living",
    "I'm going to hang myself",
    "I took too many pills",
    "I want to just die",
    "I do not want to live anymore",
    "I dont want to be here anymore",
    "no point living",
    "I can\u2019t go on.",
    "I wish someone would kill me",
    "I'm thinking of taking all my tablets",
    "I overdosed last year and feel that way again",
  ])("answers words of crisis with the crisis lines, never a sales reply: %s", (text) => {
    expect(isCrisisMessage(text)).toBe(true);
    const answer = reply(text);
    expect(answer.text).toBe(CHAT_CRISIS_REPLY);
    expect(answer.text).toContain("988");
    expect(answer.text).toContain("text HOME to 741741");
    expect(answer.text).toContain("911");
  });

  it("does not mistake everyday words for a crisis", () => {
    for (const text of [
      "I'm dying to know the price",
      "my diet is killing me",
      "this is killing me",
      "I'd die for a coffee",
      "my boss will kill me if I'm late",
      "I can't go on the website from my phone",
      "the book about grief",
      "self-reflection report",
      "is the report worth it?",
    ]) {
      expect(isCrisisMessage(text), text).toBe(false);
    }
  });
});
