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

  it("shows the check-ins since the report as a chart with its sentence and table when there are any, and nothing when not", () => {
    const found = { view: "found", kindLabel: "Therapist Summary", sharedBy: "June", clinicianName: "Dr. Ana Rivera", expiresOn: "December 7, 2026", downloadUrl: "/shared/token/pdf" } as const;
    expect(render(found)).not.toContain("Since the report");
    const html = render({
      ...found,
      progress: [
        {
          scaleId: "who-5",
          name: "WHO-5",
          title: "WHO-5 Well-Being Index",
          max: 100,
          sentence: "Your WHO-5 score went from 40 to 60.",
          points: [
            { label: "November 1, 2026", axisLabel: "Nov 1", source: "report", score: 40 },
            { label: "November 15, 2026", axisLabel: "Nov 15", source: "check-in", score: 60 },
          ],
        },
      ],
    });
    expect(html).toContain("Since the report: short check-ins");
    expect(html).toContain("WHO-5 Well-Being Index over time");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("November 1, 2026, the questionnaire behind the report");
    expect(html).toContain("November 15, 2026, check-in");
    // The clinician's zone is never told: the page says whose days these are (ADR 0072).
    expect(render({ ...found, daysIn: "New York time", progress: [] })).not.toContain("Dates are days in");
    expect(html).not.toContain("Dates are days in");
  });

  it("says which zone the check-ins' days are in", () => {
    const point = { label: "November 1, 2026", axisLabel: "Nov 1", source: "report", score: 40 } as const;
    const scale = { scaleId: "who-5", name: "WHO-5", title: "WHO-5 Well-Being Index", max: 100, sentence: "", points: [point] };
    const html = render({ view: "found", kindLabel: "Therapist Summary", sharedBy: "June", clinicianName: "Dr. Ana Rivera", expiresOn: "December 7, 2026 (New York time)", downloadUrl: "/shared/token/pdf", progress: [scale], daysIn: "New York time" });
    expect(html).toContain("This link works until December 7, 2026 (New York time), unless June revokes it sooner.");
    expect(html).toContain("none is a diagnosis. Dates are days in New York time.");
  });
});
