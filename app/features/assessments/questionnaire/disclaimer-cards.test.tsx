import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CopyrightDisclaimerCard, DisclaimerCard } from "./disclaimer-cards";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the grief form's Copyright Disclaimer", () => {
  const notice = text(renderToString(<CopyrightDisclaimerCard />));

  it("lets the client share their own report with their therapist", () => {
    expect(notice).toContain("Copyright Disclaimer");
    expect(notice).toContain("© 2025 Catharsis");
    expect(notice).toContain("you are welcome to print it and share it with your therapist, your doctor or anyone you choose");
    expect(notice).not.toMatch(/may not be (copied, reproduced or )?shared/);
    expect(notice).not.toContain("personal use only");
  });
});

describe("the Disclaimer card", () => {
  it("uses US spelling", () => {
    const card = text(renderToString(<DisclaimerCard />));
    expect(card).toContain("please use your own judgment as you read it");
    expect(card).not.toContain("judgement");
  });
});
