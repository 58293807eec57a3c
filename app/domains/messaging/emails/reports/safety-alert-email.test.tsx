import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail } from "../../render-email.server";
import { ChatSafetyAlertEmail, chatSafetyAlertSubject } from "./chat-safety-alert-email";
import { SafetyAlertEmail, safetyAlertSubject } from "./safety-alert-email";

describe("SafetyAlertEmail", () => {
  it("for a sent form: says URGENT, names the concerns in plain words, the form and the client, and links to the submission", async () => {
    const rendered = await renderEmail(
      safetyAlertSubject("submission"),
      createElement(SafetyAlertEmail, {
        source: "submission",
        formName: "Depression Assessment",
        clientEmail: "client@example.com",
        concerns: ["possible suicidal thoughts", "possible abuse"],
        when: "March 3, 2026 at 2:05 PM UTC",
        reference: "sub-123",
        submissionUrl: "https://catharsis.example.com/admin/submissions/sub-123",
      }),
    );
    expect(rendered.subject).toBe("URGENT: a client's answers need attention");
    expect(rendered.html).toMatch(/^<!DOCTYPE html/);
    expect(rendered.html).toContain('href="https://catharsis.example.com/admin/submissions/sub-123"');
    expect(rendered.text).toContain("possible suicidal thoughts, possible abuse");
    expect(rendered.text).toContain("a sent questionnaire");
    expect(rendered.text).toContain("Depression Assessment");
    expect(rendered.text).toContain("client@example.com");
    expect(rendered.text).toContain("Sent: March 3, 2026 at 2:05 PM UTC");
    expect(rendered.text).toContain("https://catharsis.example.com/admin/submissions/sub-123");
    expect(rendered.text).toContain("The answers are not in this e-mail");
  });

  it("for a draft: says the form is not sent yet, gives the client's address and form, and links to no answers", async () => {
    const rendered = await renderEmail(
      safetyAlertSubject("draft"),
      createElement(SafetyAlertEmail, {
        source: "draft",
        formName: "Marriage Assessment",
        clientEmail: "writer@example.com",
        concerns: ["possible danger at home"],
        when: "March 3, 2026 at 2:05 PM UTC",
        reference: "ent_abc",
      }),
    );
    expect(rendered.subject).toBe("URGENT: a client's unsent answers need attention");
    expect(rendered.text).toContain("a draft (not sent yet)");
    expect(rendered.text).toContain("The client has not sent this form yet");
    expect(rendered.text).toContain("Marriage Assessment");
    expect(rendered.html).toContain('href="mailto:writer@example.com"');
    expect(rendered.text).toContain("Last saved: March 3, 2026 at 2:05 PM UTC");
    expect(rendered.text).toContain("possible danger at home");
    expect(rendered.html).not.toContain("/admin/submissions");
  });

  it("from the second reader: says the AI model found it after the phrase list did not, and that a model can misread", async () => {
    const rendered = await renderEmail(
      safetyAlertSubject("submission"),
      createElement(SafetyAlertEmail, {
        source: "submission",
        raisedBy: "second-reader",
        formName: "Depression Assessment",
        clientEmail: "client@example.com",
        concerns: ["possible suicidal thoughts"],
        when: "March 3, 2026 at 2:05 PM UTC",
        reference: "sub-123",
        submissionUrl: "https://catharsis.example.com/admin/submissions/sub-123",
      }),
    );
    expect(rendered.text).toContain("the second reader, the AI model that also drafts reports, found possible suicidal thoughts");
    expect(rendered.text).toContain("which the phrase list had not flagged. A model can misread");
    expect(rendered.text).not.toContain("the safety screen found");
  });
  it("for a yes on the ASQ alone: says what the client answered, not that a phrase list found words", async () => {
    const rendered = await renderEmail(
      safetyAlertSubject("draft"),
      createElement(SafetyAlertEmail, {
        source: "draft",
        formName: "Death & Grief Assessment",
        clientEmail: "writer@example.com",
        concerns: [],
        answered: ["ASQ suicide risk screen acute positive (thoughts of killing themselves right now)"],
        when: "March 3, 2026 at 2:05 PM UTC",
        reference: "ent_abc",
      }),
    );
    expect(rendered.text).toContain(
      "in their answers while they were writing them, the client answered the screening questions we ask everyone: ASQ suicide risk screen acute positive",
    );
    expect(rendered.text).toContain("Answered: ASQ suicide risk screen acute positive");
    expect(rendered.text).not.toContain("the safety screen found");
    expect(rendered.text).not.toContain("phrase list");
    expect(rendered.text).not.toContain("Found:");
    expect(rendered.text).not.toContain("crisis language");
  });

  it("for an ASQ yes and a sentence the screen heard: names both, each for what it is", async () => {
    const rendered = await renderEmail(
      safetyAlertSubject("submission"),
      createElement(SafetyAlertEmail, {
        source: "submission",
        formName: "Depression Assessment",
        clientEmail: "client@example.com",
        concerns: ["possible self-harm"],
        answered: ["ASQ suicide risk screen positive (a yes to questions 1–4; no thoughts of suicide right now)"],
        when: "March 3, 2026 at 2:05 PM UTC",
        reference: "sub-123",
        submissionUrl: "https://catharsis.example.com/admin/submissions/sub-123",
      }),
    );
    expect(rendered.text).toContain("in their sent answers, the client answered the screening questions we ask everyone: ASQ suicide risk screen positive");
    expect(rendered.text).toContain("The safety screen also found possible self-harm in their words.");
    expect(rendered.text).toContain("Found: possible self-harm");
  });
});

describe("ChatSafetyAlertEmail", () => {
  const props = { concerns: ["possible self-harm"], when: "March 3, 2026 at 2:05 PM UTC", reference: "chat-1" };

  it("says it came from the chat, that the crisis lines were shown, and how to reach a signed-in client", async () => {
    const rendered = await renderEmail(chatSafetyAlertSubject, createElement(ChatSafetyAlertEmail, { ...props, clientEmail: "client@example.com" }));
    expect(rendered.subject).toBe("URGENT: a crisis message in the support chat");
    expect(rendered.text).toContain("From the support chat: someone wrote words the safety screen reads as possible self-harm");
    expect(rendered.text).toContain("The chat showed them the crisis lines (911, 988, and text HOME to 741741)");
    expect(rendered.html).toContain('href="mailto:client@example.com"');
    expect(rendered.text).toContain("contact them at the address above");
    expect(rendered.text).toContain("Reference: chat-1");
  });

  it("for a visitor who was not signed in: says so, and that they cannot be reached", async () => {
    const rendered = await renderEmail(chatSafetyAlertSubject, createElement(ChatSafetyAlertEmail, { ...props, clientEmail: null }));
    expect(rendered.text).toContain("a visitor who was not signed in");
    expect(rendered.text).toContain("There is no way to reach a visitor who was not signed in");
    expect(rendered.html).not.toContain("mailto:");
  });
});
