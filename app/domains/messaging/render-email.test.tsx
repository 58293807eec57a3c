import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { DeliveryCheckEmail, deliveryCheckSubject } from "./emails/delivery-check-email";
import { renderEmail } from "./render-email.server";

describe("renderEmail", () => {
  it("produces HTML and a readable plain-text twin", async () => {
    const rendered = await renderEmail(
      deliveryCheckSubject,
      createElement(DeliveryCheckEmail, { sentAt: "Sat, 21 Nov 2026 10:00:00 GMT", appUrl: "https://catharsis.example.com" }),
    );
    expect(rendered.subject).toBe("Catharsis e-mail delivery check");
    expect(rendered.html).toMatch(/^<!DOCTYPE html/);
    expect(rendered.html).toContain("<title>Catharsis e-mail delivery check</title>");
    expect(rendered.html).toContain("https://catharsis.example.com");
    expect(rendered.text).toContain("can send e-mail");
    expect(rendered.text).not.toContain("<");
    expect(rendered.text).toContain("988");
  });
});
