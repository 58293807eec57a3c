import { describe, expect, it } from "vitest";
import type { ContentBlock, Inline } from "~/shared/rich-text";
import { faqCategories } from "./faq";

/** The words of an answer as a reader sees them, links included. */
function plainText(blocks: readonly ContentBlock[]): string {
  const inline = (part: Inline) => (typeof part === "string" ? part : "strong" in part ? part.strong : part.text);
  const paragraph = (text: string | readonly Inline[]) => (typeof text === "string" ? text : text.map(inline).join(""));
  return blocks
    .map((block) => (typeof block === "object" && "list" in block ? block.list.map(paragraph).join(" ") : paragraph(block)))
    .join(" ");
}

describe("FAQ", () => {
  const categories = faqCategories({ privacyEmail: "privacy@clinic.example" });

  it("has the spec's four categories with three questions each, each question once", () => {
    expect(categories.map((category) => category.title)).toEqual([
      "Getting Started",
      "Services & Reports",
      "Privacy & Security",
      "Billing & Support",
    ]);
    for (const category of categories) expect(category.entries).toHaveLength(3);
    const ids = categories.flatMap((category) => category.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states what the spec lists, with the configured privacy address", () => {
    const answers = categories.flatMap((category) => category.entries.map((entry) => plainText(entry.answer))).join(" ");
    for (const statement of [
      "within 24 hours",
      "Guest checkout is available",
      "encrypted in transit and at rest",
      "access, update or delete your data at any time by writing to privacy@clinic.example",
      "never sell your data or share it for marketing",
      "payment processor",
      "30-day satisfaction guarantee",
      "full refund",
      "typically reply within 24 hours on business days",
    ]) {
      expect(answers).toContain(statement);
    }
  });

  it("links the privacy address as an e-mail", () => {
    const privacy = categories.find((category) => category.id === "privacy-security");
    const links = privacy?.entries.flatMap((entry) =>
      entry.answer.flatMap((block) => (Array.isArray(block) ? block.filter((part) => typeof part === "object" && "href" in part) : [])),
    );
    expect(links).toContainEqual({ text: "privacy@clinic.example", href: "mailto:privacy@clinic.example" });
  });
});
