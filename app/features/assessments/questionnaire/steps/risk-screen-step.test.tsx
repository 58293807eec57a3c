import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ACUTE_SUPPORT_INTRO, RiskScreenStep } from "./risk-screen-step";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const render = (chosen: Record<string, number>) => renderToString(<RiskScreenStep chosen={chosen} errors={{}} onChoose={() => {}} onInvalid={() => {}} />);
const no = { "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 };

describe("the risk screen's screen", () => {
  it("says, word for word as product.md quotes it, why support is shown", () => {
    expect(ACUTE_SUPPORT_INTRO).toBe(
      "Thank you for telling us. Please don't wait for your report: talk with someone now. Your answers are saved, and you can come back to this form whenever you are ready.",
    );
  });

  it("asks questions 1–4 as yes-or-no groups named by their wording, with the NIMH's credit", () => {
    const html = render({});
    expect(html.match(/<fieldset/g)).toHaveLength(4);
    expect(text(html)).toContain("1. In the past few weeks, have you wished you were dead? Yes No");
    expect(text(html)).not.toContain("right now?");
    expect(text(html)).toContain("National Institute of Mental Health (NIMH). In the public domain.");
  });

  it("asks question 5 after a yes, and shows crisis support at once, on this screen, when it is answered yes", () => {
    const positive = render({ ...no, "asq-3": 1 });
    expect(positive.match(/<fieldset/g)).toHaveLength(5);
    expect(text(positive)).toContain("5. Are you having thoughts of killing yourself right now? Yes No");
    expect(positive).not.toContain("risk-screen-support");
    expect(render({ ...no, "asq-3": 1, "asq-5": 0 })).not.toContain("risk-screen-support");

    const acute = text(render({ ...no, "asq-3": 1, "asq-5": 1 }));
    expect(acute).toContain(ACUTE_SUPPORT_INTRO.replace("don't", "don&#x27;t"));
    expect(acute).toContain("Support is here now");
    expect(acute).toContain("Call 988");
    expect(acute).toContain("Text HOME to 741741");
  });
});
