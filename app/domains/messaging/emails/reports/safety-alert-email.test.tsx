import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail } from "../../render-email.server";
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
});
