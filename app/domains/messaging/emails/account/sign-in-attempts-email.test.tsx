import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail } from "../../render-email.server";
import { SignInAttemptsEmail, signInAttemptsSubject } from "./sign-in-attempts-email";

describe("SignInAttemptsEmail", () => {
  it("tells the owner calmly what happened and what to do, with no addresses or counts", async () => {
    const rendered = await renderEmail(
      signInAttemptsSubject,
      createElement(SignInAttemptsEmail, {
        resetUrl: "https://catharsis.example.com/auth/forgot-password",
        contactUrl: "https://catharsis.example.com/contact",
      }),
    );
    expect(rendered.subject).toBe("Someone tried to sign in to your Catharsis account");
    expect(rendered.html).toMatch(/^<!DOCTYPE html/);
    expect(rendered.html).toContain('href="https://catharsis.example.com/auth/forgot-password"');
    expect(rendered.text).toContain("Someone tried to sign in to your Catharsis account");
    expect(rendered.text).toContain("If this was you, there is nothing to do.");
    expect(rendered.text).toContain("https://catharsis.example.com/auth/forgot-password");
    expect(rendered.text).toContain("https://catharsis.example.com/contact");
    expect(rendered.text).not.toMatch(/\d+ (times|attempts)|\bIP\b|address \d/);
  });
});
