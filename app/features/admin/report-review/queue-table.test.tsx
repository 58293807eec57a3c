import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ReportQueueTable } from "./queue-table";
import type { QueueGroup, QueueReportRow } from "./queue.server";

const REASON = "The model (openai-compatible, llama3.1:8b) refused the call: HTTP 400 from 127.0.0.1:8080: failed to parse grammar";

function group(report: Partial<QueueReportRow>): QueueGroup {
  return {
    submissionId: "submission-1",
    email: "june@example.com",
    formName: "Marriage Assessment",
    submittedOn: "Nov 27, 2026, 1:00 AM UTC",
    submittedIso: "2026-11-27T01:00:00.000Z",
    dueOn: "Nov 28, 2026, 1:00 AM UTC",
    dueIso: "2026-11-28T01:00:00.000Z",
    timeLeft: "21 h left",
    overdue: false,
    urgent: false,
    followedUp: false,
    concerns: [],
    readFirst: false,
    readFirstConcerns: [],
    owed: ["Catharsis Report"],
    reports: [
      {
        reportId: "report-1",
        reviewPath: "/admin/reports/report-1",
        kindLabel: "Catharsis Report",
        stageLabel: "Being drafted",
        verificationLabel: "Not checked yet",
        verificationFails: false,
        draftFailure: null,
        ...report,
      },
    ],
  };
}

function render(groups: QueueGroup[]) {
  const Stub = createRoutesStub([{ path: "/admin/reports", Component: () => <ReportQueueTable groups={groups} caption="Reports still owed" /> }]);
  // React's text separators say nothing a reader sees.
  return renderToString(<Stub initialEntries={["/admin/reports"]} />).replaceAll("<!-- -->", "");
}

describe("the review queue's table", () => {
  it("shows a failed draft as 'Drafting failed' with the server's reason and when, and the two ways on, each named for its report", () => {
    const html = render([
      group({ stageLabel: "Drafting failed", draftFailure: { reason: REASON, failedOn: "Nov 27, 2026, 3:10 AM UTC", failedIso: "2026-11-27T03:10:00.000Z" } }),
    ]);
    expect(html).toContain("Drafting failed");
    expect(html).toContain(`<time dateTime="2026-11-27T03:10:00.000Z">Nov 27, 2026, 3:10 AM UTC</time>: ${REASON}</span>`);
    expect(html).toMatch(/<form [^>]*action="\/admin\/reports" method="post"><input type="hidden" name="reportId" value="report-1"\/>/);
    expect(html).toMatch(/<button type="submit"[^>]* value="retry-draft" name="intent">Try again<span class="sr-only"> to draft the Catharsis Report<\/span><\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]* value="template-draft" name="intent">Draft with the template<span class="sr-only"> for the Catharsis Report<\/span><\/button>/);
  });

  it("offers nothing to do while a draft is on its way", () => {
    const html = render([group({})]);
    expect(html).toContain("Being drafted");
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Try again");
  });
});
