import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SharedReportPage, type SharedReportView } from "./share-report-clinician-view";

const render = (page: SharedReportView) => renderToString(<SharedReportPage page={page} />).replaceAll("<!-- -->", "");

describe("the clinician's page for a shared report", () => {
  it("names the report and who shared it, with a download button", () => {
    const html = render({
      view: "found",
      kindLabel: "Therapist Summary",
      sharedBy: "June",
      clinicianName: "Dr. Ana Rivera",
      expiresOn: "December 7, 2026",
      downloadUrl: "/shared/token/pdf",
    });
    expect(html).toContain("June has shared their <strong>Therapist Summary</strong> from Catharsis");
    expect(html).toMatch(/<a href="\/shared\/token\/pdf" download=""[^>]*>Download the Therapist Summary \(PDF\)<\/a>/);
    expect(html).toContain("This link works until December 7, 2026");
  });

  it("explains kindly when a link no longer opens, and when to try again after too many attempts", () => {
    const gone = render({ view: "unavailable" });
    expect(gone).toContain("This link is not available");
    expect(gone).toContain("ask the person who shared it to send you a new link");
    expect(gone).not.toContain("Download");
    expect(render({ view: "too-many-attempts", retryAfterMinutes: 12 })).toContain("Please try again in 12 minutes.");
  });
});
