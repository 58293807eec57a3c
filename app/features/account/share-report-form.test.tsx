import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ShareActionResult } from "./account-view";
import { ShareReportForm } from "./share-report-form";

function render(result?: ShareActionResult) {
  const Stub = createRoutesStub([{ path: "/account/reports/r/share", Component: () => <ShareReportForm result={result} /> }]);
  return renderToString(<Stub initialEntries={["/account/reports/r/share"]} />).replaceAll("<!-- -->", "");
}

describe("the share-with-a-clinician form", () => {
  it("asks for consent in the versioned words and offers 7, 14 or 30 days, 14 chosen", () => {
    const html = render();
    expect(html).toContain("I agree to share this report with the clinician named above. Anyone with the link can open it until it expires or I revoke it.");
    expect(html).toContain('name="consent" value="share-consent-v1"');
    for (const days of [7, 14, 30]) expect(html).toContain(`value="${days}"`);
    expect(html).toMatch(/checked="" value="14"/);
    expect(html).not.toContain("new-share-link");
  });

  it("puts each error beside its field and keeps what was typed", () => {
    const html = render({
      intent: "create-link",
      ok: false,
      errors: { clinicianEmail: "Please enter a valid email address" },
      values: { clinicianName: "Dr. Ana Rivera", clinicianEmail: "not-an-address", sharedBy: "June", expiresInDays: "30" },
    });
    expect(html).toMatch(/id="clinician-email"[^>]*aria-invalid="true"[^>]*aria-describedby="clinician-email-hint clinician-email-error"/);
    expect(html).toContain('<p id="clinician-email-error" class="mt-1 text-sm font-semibold text-red-800">Please enter a valid email address</p>');
    expect(html).toContain('value="Dr. Ana Rivera"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toMatch(/checked="" value="30"/);
  });

  it("shows the new link once, with a copy button", () => {
    const shareUrl = "http://localhost:3000/shared/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
    const html = render({ intent: "create-link", ok: true, shareUrl, clinicianName: "Dr. Ana Rivera", expiresOn: "December 7, 2026" });
    expect(html).toContain(`value="${shareUrl}"`);
    expect(html).toContain("Copy link");
    expect(html).toContain("It works until December 7, 2026");
  });
});
