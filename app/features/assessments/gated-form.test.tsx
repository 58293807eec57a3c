import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormGate } from "./form-gate";
import { GatedForm } from "./gated-form";

const render = (gate: FormGate | Promise<FormGate>) =>
  renderToString(
    <MemoryRouter>
      <GatedForm gate={gate}>{(open) => <h1>Form for {open.formName}</h1>}</GatedForm>
    </MemoryRouter>,
  );

describe("the access gate's visible states", () => {
  it("shows a busy skeleton while the access check is still running", () => {
    const html = render(new Promise<FormGate>(() => {}));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Checking your access…");
    expect(html).not.toContain("Form for");
  });

  it("shows the Access Required card with the purchase button and the four benefits", () => {
    const html = render({
      state: "no-access",
      formType: "depression",
      formName: "Depression Assessment",
      purchaseLabel: "Purchase Depression Assessment - $14.99",
    });
    expect(html).toContain("Access Required");
    expect(html).toContain("Purchase Depression Assessment - $14.99");
    expect(html).toContain("View All Pricing Options");
    for (const benefit of ["Personalized assessment report", "24-hour delivery guarantee", "Secure and confidential analysis"]) {
      expect(html).toContain(benefit);
    }
    expect(html).not.toContain("Form for");
  });

  it("shows the form once access is granted", () => {
    const html = render({
      state: "open",
      formType: "marriage",
      formName: "Marriage Assessment",
      entitlementId: "ent_1",
      copy: { position: 1, total: 1 },
      bankVersion: "marriage-v1",
      accountEmail: "client@example.com",
      draft: null,
      draftSavedAt: null,
    });
    expect(html).toContain("Form for <!-- -->Marriage Assessment");
    expect(html).not.toContain("Checking your access");
  });

  it("offers a copy of a form sent before to start from those answers, or empty; a begun draft opens the form", () => {
    const open = {
      state: "open" as const,
      formType: "depression" as const,
      formName: "Depression Assessment",
      entitlementId: "ent_2",
      copy: { position: 2, total: 2 },
      bankVersion: "depression-v3",
      accountEmail: "client@example.com",
      draft: null,
      draftSavedAt: null,
      earlierAnswers: { submissionId: "sub_1", sentOn: "October 2, 2026" },
    };
    const Stub = createRoutesStub([{ path: "/", Component: () => <GatedForm gate={open}>{(gate) => <h1>Form for {gate.formName}</h1>}</GatedForm> }]);
    const offered = renderToString(<Stub initialEntries={["/"]} />);
    expect(offered).toContain("You have answered this questionnaire before");
    expect(offered).toContain("October 2, 2026");
    expect(offered).toContain("Start from my earlier answers");
    expect(offered).toContain("Start with an empty form");
    expect(offered).not.toContain("Form for");

    const begun = render({ ...open, draft: writtenDraft, draftSavedAt: "2026-11-01T10:00:00.000Z" });
    expect(begun).toContain("Form for <!-- -->Depression Assessment");
    expect(begun).not.toContain("answered this questionnaire before");
  });
});

const writtenDraft = { email: "client@example.com", completionDate: "", responses: { q1: "Begun." } };
