import { describe, expect, it } from "vitest";
import type { DraftRequest, ReportDrafter } from "~/domains/reports/document/report-drafter";
import { choose } from "~/domains/reports/template/guidance/blocks/variety";
import { qualityClients } from "./clients";
import { seedSpreadRows } from "./seed-spread";

const WORDINGS = ["Take it slowly.", "There is no hurry.", "Go at your own pace.", "Read a page at a time."];

/** A stand-in drafter: one sentence every report has (unless null), and one chosen from four by the submission's id. */
function drafterWith(fixed: string | null): ReportDrafter {
  return {
    name: "stand-in",
    draft: async ({ evidence }: DraftRequest) =>
      ({
        document: {
          title: "Report",
          subtitle: "For you",
          sections: [
            {
              id: "opening",
              title: "Opening",
              blocks: [
                ...(fixed ? [{ type: "guidance", text: fixed }] : []),
                { type: "guidance", text: choose(evidence.submissionId, "pace", WORDINGS) },
              ],
            },
          ],
        },
      }) as never,
  } as unknown as ReportDrafter;
}

// Each case prepares the evidence of three clients as eight submissions each (the NLP reader loads on
// the first): about 1.5 s here alone, over 5 s in a clean-clone run with the whole suite beside it.
// A budget, not a figure under test.
describe("fixed sentences across submission ids", { timeout: 60_000 }, () => {
  const grief = qualityClients.filter((client) => client.formType === "death-grief");

  it("counts a sentence every report has, and not one drawn from four wordings by the submission", async () => {
    const [row] = await seedSpreadRows(grief, drafterWith("We read every word."), ["catharsis"]);
    expect(row).toMatchObject({ measured: "1 (catharsis 1)", verdict: "OVER" });
  });

  it("passes when every sentence varies with the submission", async () => {
    const [row] = await seedSpreadRows(grief, drafterWith(null), ["catharsis"]);
    expect(row).toMatchObject({ measured: "0 (catharsis 0)", verdict: "PASS" });
  });

  it("counts salient topics over every submission, so a topic named only under some ids is not addressed", async () => {
    const signals = grief.flatMap((client) => client.salientTopics.map((topic) => topic.signals[0]!)).join(", ");
    const naming = (always: boolean): ReportDrafter =>
      ({
        name: "stand-in",
        draft: async ({ evidence }: DraftRequest) => ({
          document: { title: "Report", subtitle: "For you", sections: [{ id: "opening", title: "Opening", blocks: always || choose(evidence.submissionId, "named", [true, false]) ? [{ type: "guidance", text: `On ${signals}.` }] : [] }] },
        }),
      }) as unknown as ReportDrafter;
    const [, always] = await seedSpreadRows(grief, naming(true), ["catharsis"]);
    expect(always).toMatchObject({ measured: expect.stringMatching(/^mean 100%, worst 100%/), verdict: "PASS" });
    const [, sometimes] = await seedSpreadRows(grief, naming(false), ["catharsis"]);
    expect(sometimes?.verdict).toBe("OVER");
    expect(sometimes?.measured).not.toMatch(/^mean 100%/);
  });
});
