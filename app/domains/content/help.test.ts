import { describe, expect, it } from "vitest";
import { helpTarget, supportCards } from "./help";

describe("help center", () => {
  it("writes an e-mail when the contact holds an @", () => {
    expect(helpTarget("care@example.org")).toEqual({ kind: "mail", href: "mailto:care@example.org" });
  });

  it("opens the page when the contact is a path", () => {
    expect(helpTarget("/contact")).toEqual({ kind: "page", to: "/contact" });
    expect(helpTarget("/faq")).toEqual({ kind: "page", to: "/faq" });
  });

  it("offers e-mail at the configured address, the contact form and the FAQ", () => {
    const cards = supportCards({ supportEmail: "help@example.net" });
    expect(cards.map((card) => [card.title, card.responseTime, helpTarget(card.contact)])).toEqual([
      ["Email Support", "Response within 24 hours", { kind: "mail", href: "mailto:help@example.net" }],
      ["Contact Form", "Response within 24 hours", { kind: "page", to: "/contact" }],
      ["FAQ", "Instant answers", { kind: "page", to: "/faq" }],
    ]);
  });
});
