import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail } from "../../render-email.server";
import { ReportReadyEmail, reportReadySubject } from "./report-ready-email";
import { ReportSharedEmail, reportSharedSubject } from "./report-shared-email";

describe("the report e-mails", () => {
  it("tells the client their report is ready, reviewed by a person, with a button to sign in, and attaches nothing", async () => {
    const rendered = await renderEmail(
      reportReadySubject,
      createElement(ReportReadyEmail, {
        kindLabel: "Root Cause Analysis",
        accountUrl: "https://catharsis.example.com/account#reports",
        supportEmail: "support@example.com",
      }),
    );
    expect(rendered.subject).toBe("Your Catharsis report is ready");
    expect(rendered.text).toContain("Your Root Cause Analysis is ready");
    expect(rendered.text).toContain("A person on our team read and reviewed it");
    expect(rendered.html).toContain('href="https://catharsis.example.com/account#reports"');
    expect(rendered.text).toContain("Sign in to read your report");
    expect(rendered.text).toContain("not attached to this e-mail");
    expect(rendered.text).toContain("988");
  });

  it("tells the clinician who shared which report, with the link and its expiry", async () => {
    const shareUrl = "https://catharsis.example.com/shared/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
    const rendered = await renderEmail(
      reportSharedSubject("June"),
      createElement(ReportSharedEmail, { clinicianName: "Dr. Rivera", sharedBy: "June", kindLabel: "Therapist Summary", shareUrl, expiresOn: "December 7, 2026" }),
    );
    expect(rendered.subject).toBe("June has shared a report with you");
    expect(rendered.text).toContain("Hello Dr. Rivera,");
    expect(rendered.text).toContain("June has shared their Therapist Summary from Catharsis with you");
    expect(rendered.html).toContain(`href="${shareUrl}"`);
    expect(rendered.text).toContain("The link works until December 7, 2026");
  });
});
