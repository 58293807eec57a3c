import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail } from "../../render-email.server";
import { ReportDeadlineEmail, reportDeadlineSubject } from "./report-deadline-email";
import { ReportLateEmail, reportLateSubject } from "./report-late-email";

const details = {
  kindLabel: "Root Cause Analysis",
  stageLabel: "Waiting for review",
  dueAt: "March 3, 2026 at 2:05 PM UTC",
  reportId: "obl-123",
  submissionId: "sub-456",
  orderId: "order-789",
  reviewUrl: "https://catharsis.example.com/admin/reports/obl-123",
};

describe("ReportDeadlineEmail", () => {
  it("four hours before: names the kind, the deadline, the order and submission, and links to the report", async () => {
    const subject = reportDeadlineSubject("due-soon", details.kindLabel);
    const rendered = await renderEmail(subject, createElement(ReportDeadlineEmail, { ...details, notice: "due-soon", interval: "3 h 55 min" }));
    expect(rendered.subject).toBe("Report due in 4 hours: Root Cause Analysis");
    expect(rendered.text).toContain("due in 3 h 55 min, by March 3, 2026 at 2:05 PM UTC");
    expect(rendered.text).toContain("Order: order-789");
    expect(rendered.text).toContain("Submission: sub-456");
    expect(rendered.text).toContain("Stage: Waiting for review");
    expect(rendered.html).toContain('href="https://catharsis.example.com/admin/reports/obl-123"');
    expect(rendered.text).not.toContain("Overdue");
  });

  it("when late: says how late and that the client has been told", async () => {
    const subject = reportDeadlineSubject("overdue", details.kindLabel);
    const rendered = await renderEmail(subject, createElement(ReportDeadlineEmail, { ...details, notice: "overdue", interval: "25 min" }));
    expect(rendered.subject).toBe("Report overdue: Root Cause Analysis");
    expect(rendered.text).toContain("is 25 min late");
    expect(rendered.text).toContain("The client has been told");
  });
});

describe("ReportLateEmail", () => {
  it("apologizes, says a person is still writing it and it will arrive, and links to the account", async () => {
    const rendered = await renderEmail(
      reportLateSubject,
      createElement(ReportLateEmail, { kindLabel: "Catharsis Report", accountUrl: "https://catharsis.example.com/account", supportEmail: "support@example.com" }),
    );
    expect(rendered.subject).toBe("Your report is taking longer than we promised");
    expect(rendered.text).toContain("We promised your Catharsis Report within 24 hours");
    expect(rendered.text).toContain("We are sorry");
    expect(rendered.text).toContain("still being written and checked by a person");
    expect(rendered.text).toContain("it will arrive");
    expect(rendered.html).toContain('href="https://catharsis.example.com/account"');
    expect(rendered.text).toContain("988");
  });
});
