import { describe, expect, it } from "vitest";
import { privacyPolicy } from "./privacy-policy";
import { termsOfService } from "./terms-of-service";

describe("legal texts", () => {
  it("send privacy requests to the configured privacy address", () => {
    const policy = privacyPolicy({ privacyEmail: "dpo@clinic.example", supportEmail: "help@clinic.example" });
    const serialised = JSON.stringify(policy);
    expect(serialised).toContain('"href":"mailto:dpo@clinic.example"');
    expect(serialised).toContain('"href":"/account"');
    expect(serialised).not.toContain("example.com");
  });

  it("say what the code does with IP addresses, e-mail records and report drafting", () => {
    const serialised = JSON.stringify(privacyPolicy({ privacyEmail: "a@b.example", supportEmail: "c@d.example" }));
    expect(serialised).not.toContain("kept briefly in server logs");
    expect(serialised).toContain("not your IP address");
    expect(serialised).toContain("stored with each sign-in session until that session ends");
    expect(serialised).toContain("A record of the e-mails we send you (address and subject): kept for up to two years.");
    expect(serialised).toContain("If we ever use an outside AI service to help draft them, we will name it here");
  });

  it("give each section a unique anchor", () => {
    const policy = privacyPolicy({ privacyEmail: "a@b.example", supportEmail: "c@d.example" });
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keep the terms to the spec's four sections", () => {
    expect(termsOfService({ supportEmail: "help@clinic.example" }).sections.map((section) => section.heading)).toEqual([
      "Acceptance of Terms",
      "Service Description",
      "User Responsibilities",
      "Limitation of Liability",
    ]);
  });
});
