import { describe, expect, it } from "vitest";
import { CHAT_CRISIS_REPLY, chatCrisisCategories, chatReplyFor, isCrisisMessage, reportStatusReply, WHERE_IS_MY_REPORT_REPLY } from "./chat-replies";

const reply = (text: string) => chatReplyFor(text, { startingPrice: "$14.99" });

describe("chat replies", () => {
  it("answers price and cost with the starting price and the 72-hour plan", () => {
    for (const text of ["What is the PRICE?", "how much does it cost"]) {
      expect(reply(text).text).toContain("starts at $14.99");
      expect(reply(text).text).toContain("72-hour actionable plan");
      expect(reply(text).link?.to).toBe("/pricing");
    }
  });

  it("never offers an appointment or a session: booking questions learn the store writes reports, and may write to a person", () => {
    for (const text of ["Can I make an Appointment?", "I want to book a session"]) {
      expect(reply(text).text).toContain("We don't book appointments or therapy sessions");
      expect(reply(text).link).toEqual({ to: "/contact", label: "Write to us" });
    }
  });

  it("answers therapy and counseling with the reports the store sells, and the Therapist Summary to share", () => {
    for (const text of ["Do you do therapy?", "COUNSELING options"]) {
      expect(reply(text).text).toContain("We don't offer therapy sessions");
      expect(reply(text).text).toContain("the Therapist Summary, a short brief you can share with your own therapist or counselor");
      expect(reply(text).link?.to).toBe("/services");
    }
  });

  it("no reply, whatever is asked, offers to book an appointment or a therapy session", () => {
    const asked = ["hello", "Can I book?", "therapy", "price", "my wife died", "where is my report", "talk to a person", "counseling"];
    for (const text of asked) {
      expect(reply(text).text, text).not.toMatch(/booking page|book an appointment|traditional therapy sessions|happy to help you book/i);
    }
  });

  it("meets grief with sympathy and the Death & Grief survey, and names 988", () => {
    for (const text of ["My husband passed away in March", "I'm grieving my mother", "I lost my wife last year", "bereavement"]) {
      const answer = reply(text);
      expect(answer.text, text).toContain("I'm so sorry for your loss.");
      expect(answer.text).toContain("988");
      expect(answer.link).toEqual({ to: "/death-grief-form", label: "The Death & Grief survey" });
    }
  });

  it("tells someone asking where their report or order is when it comes and where its status is", () => {
    for (const text of ["Where is my report?", "has my order arrived yet", "When will my report be ready"]) {
      expect(reply(text).text, text).toContain("within 24 hours of sending your questionnaire");
      expect(reply(text).link?.to).toBe("/account#reports");
    }
  });

  it("offers to take a message for a person, there in the chat or on the contact page, for someone who asks for one", () => {
    for (const text of ["Can I talk to a real person?", "I'd like to leave a message", "is there a human there"]) {
      expect(reply(text).offersMessage, text).toBe(true);
      expect(reply(text).link, text).toEqual({ to: "/contact", label: "Our contact page" });
    }
    expect(reply("hello there").offersMessage).toBeUndefined();
  });

  it("offers general help otherwise", () => {
    expect(reply("hello there").text).toContain("I can help with questions about pricing, our reports, where your report is, or leaving a message for a person.");
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
    expect(answer.crisisLines).toBe(true);
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

describe("where a signed-in client's report is", () => {
  it("says each report's step in /account's words, with its due time, and says so when one is late", () => {
    const reply = reportStatusReply([
      { title: "Catharsis Report (Depression)", state: "being-written", due: "Nov 24, 2026, 3:00 PM UTC", late: false },
      { title: "Root Cause Analysis (Depression)", state: "in-review", due: "Nov 24, 2026, 3:00 PM UTC", late: true },
      { title: "Enneagram Report", state: "ready", due: null, late: false },
      { title: "Catharsis Report (Marriage)", state: "awaiting-answers", due: null, late: false },
    ]);
    expect(reply.text).toContain("Your Catharsis Report (Depression) is being written, due by Nov 24, 2026, 3:00 PM UTC.");
    expect(reply.text).toContain("Your Root Cause Analysis (Depression) is in review, due by Nov 24, 2026, 3:00 PM UTC. It is running late");
    expect(reply.text).toContain("Your Enneagram Report is ready: you can download it from your account.");
    expect(reply.text).toContain("Your Catharsis Report (Marriage) is waiting for your answers");
    expect(reply.link?.to).toBe("/account#reports");
  });

  it("says there are none yet when nothing is owed", () => {
    expect(reportStatusReply([]).text).toBe("You have no reports yet. A report follows within 24 hours of sending the questionnaire it is written from.");
  });

  it("is what the chat asks the server for only when the question is where a report is", () => {
    expect(reply("Where is my report?")).toBe(WHERE_IS_MY_REPORT_REPLY);
    expect(reply("What does it cost?")).not.toBe(WHERE_IS_MY_REPORT_REPLY);
  });

  it("names the screen's categories for the provider's alert: suicide, self-harm, both, or none", () => {
    expect(chatCrisisCategories("I want to end my life")).toEqual(["suicidal-thoughts"]);
    expect(chatCrisisCategories("I have been cutting myself again")).toEqual(["self-harm"]);
    expect(chatCrisisCategories("Suicidal, and I self-harm")).toEqual(["suicidal-thoughts", "self-harm"]);
    expect(chatCrisisCategories("How much does it cost?")).toEqual([]);
  });
});
