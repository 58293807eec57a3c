import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import type { OpenFormGate } from "~/features/assessments/form-gate";
import { emptyQuestionnaireAnswers } from "./questionnaire-answers";
import { QuestionnaireForm } from "./questionnaire-form";
import { ReviewScreen } from "./steps/review-screen";
import { StepNav } from "./steps/step-nav";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const marriage = getQuestionBank("marriage");

const gate = {
  state: "open",
  formType: "marriage",
  formName: "Marriage Assessment",
  entitlementId: "ent_1",
  copy: { position: 1, total: 1 },
  bankVersion: marriage.version,
  accountEmail: "client@example.com",
  draft: null,
  draftSavedAt: null,
} as OpenFormGate;

describe("the questionnaire's screens", () => {
  const html = renderToString(
    <MemoryRouter initialEntries={["/marriage-report-form"]}>
      <QuestionnaireForm gate={gate} formType="marriage" startEmpty={false} onSent={() => {}} />
    </MemoryRouter>,
  );
  const screens = [...html.matchAll(/<div data-step="(\d+)"( hidden="")?/g)].map((match) => ({ step: Number(match[1]), hidden: Boolean(match[2]) }));

  it("opens on screen 1, with every other screen in the form but hidden (so every field is autosaved and checked on send)", () => {
    expect(screens).toEqual([0, 1, 2, 3, 4, 5, 6].map((step) => ({ step, hidden: step !== 0 })));
    expect(html.match(/<textarea/g)).toHaveLength(30);
    expect(html).toContain("Send Form");
    expect(html).toMatch(/<form novalidate=""/i);
  });

  it("shows the notice, Client Information and a Next button on screen 1, with the progress bar above", () => {
    const first = text(html.slice(html.indexOf('data-step="0"'), html.indexOf('data-step="1"')));
    expect(first).toContain("Before you begin");
    expect(first).toContain("Client Information");
    expect(first).toContain("Next : The last two weeks");
    expect(first).not.toContain("Back");
    expect(text(html)).toContain("Section 1 of 6 0 of 39 answered");
  });

  it("puts the review, the disclaimers and Send Form, last, on the final screen", () => {
    const review = text(html.slice(html.indexOf('data-step="5"')));
    expect(review.indexOf("Review and send")).toBeLessThan(review.indexOf("Disclaimer"));
    expect(review.indexOf("Disclaimer")).toBeLessThan(review.indexOf("Send Form"));
  });
});

describe("Back and Next", () => {
  const titles = ["Client Information", "The last two weeks", "Section A", "Review and send"];
  const nav = (step: number) => text(renderToString(<StepNav step={step} titles={titles} onGo={() => {}} />));

  it("name the screen they lead to, for screen reader users", () => {
    expect(nav(0)).toBe(" Next : The last two weeks ");
    expect(nav(2)).toBe(" Back : The last two weeks Next : Review and send ");
    expect(nav(3)).toBe(" Back : Section A ");
  });
});

describe("the review screen", () => {
  const answers = {
    ...emptyQuestionnaireAnswers("client@example.com", new Date(2026, 0, 5)),
    responses: { q1: "We met at a dance in 1972. ".repeat(10), q2: "  " },
    scales: { "who5-1": 3 },
  };
  const html = text(renderToString(<ReviewScreen bank={marriage} answers={answers} onEdit={() => {}} />));

  it("says how many answers are missing and marks each one", () => {
    expect(html).toContain("37 answers are still missing. Each one is marked below; use Edit to go back to it.");
    expect(html).toContain("4 of 5 not answered yet");
    expect(html).toContain("4 of 4 not answered yet");
    expect(html).toContain("9 of 10 not answered yet");
    expect(html).toContain("2. ");
    expect(html.match(/Not answered yet/g)).toHaveLength(37);
  });

  it("shows each answer short and read-only, with an Edit button per section", () => {
    expect(html).toContain("client@example.com");
    expect(html).toContain("More than half of the time");
    expect(html).toContain("We met at a dance in 1972.");
    expect(html).toContain("…");
    expect(html).not.toContain("<textarea");
    for (const title of ["Client Information", "The last two weeks", ...marriage.sections.map((section) => section.title)]) {
      expect(html).toContain(`Edit ${title}`);
    }
  });

  it("says when everything is answered", () => {
    const responses = Object.fromEntries(marriage.sections.flatMap((section) => section.questions).map((question) => [question.id, "Yes."]));
    const scales = { ...Object.fromEntries(["who5-1", "who5-2", "who5-3", "who5-4", "who5-5"].map((id) => [id, 3])), "asq-1": 0, "asq-2": 1, "asq-3": 0, "asq-4": 0, "asq-5": 0 };
    const done = text(renderToString(<ReviewScreen bank={marriage} answers={{ ...answers, responses, scales }} onEdit={() => {}} />));
    expect(done).toContain("Everything is answered.");
    expect(done).toContain("2. In the past few weeks, have you felt that you or your family would be better off if you were dead? Yes");
    expect(done).toContain("5. Are you having thoughts of killing yourself right now? No");
    expect(done).not.toContain("Not answered yet");
  });
});
