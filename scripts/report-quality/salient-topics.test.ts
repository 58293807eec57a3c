import { describe, expect, it } from "vitest";
import { guidanceBlocks } from "~/domains/reports/template/guidance/blocks/block-library";
import { sentenceScore, wordsOf } from "~/domains/reports/template/guidance/blocks/select-blocks";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { clientEvidence } from "./client-evidence";
import { qualityClients } from "./clients";
import { topicCoverage } from "./metrics";
import { FIXED_SECTIONS, reportSentences } from "./report-text";

const block = (id: string) => guidanceBlocks.find((entry) => entry.id === id)!;
const fits = (id: string, text: string) => sentenceScore(block(id), wordsOf(text)) > 0;

/** Issue 28: the Catharsis Report speaks to every salient topic the client wrote about. */
// The first case loads the NLP reader and drafts a whole report: 3.3 s in a clean-clone run, near
// the 5 s default. A budget, not a figure under test.
describe("the Catharsis Report's salient topics", { timeout: 30_000 }, () => {
  it.each(qualityClients.map((client) => [client.id, client] as const))("%s: every salient topic is addressed in the report's own words", async (_, client) => {
    const { document } = await templateDrafter.draft({ kind: "catharsis", evidence: clientEvidence(client) });
    expect(topicCoverage(reportSentences(document, FIXED_SECTIONS).join(" "), client.salientTopics).missed).toEqual([]);
  });

  it("keeps the new blocks to what the client wrote about themselves", () => {
    expect(fits("life-grown-child-divorce", "Our daughter is going through a divorce and calls me every night.")).toBe(true);
    expect(fits("life-grown-child-divorce", "My son was born the year before our divorce.")).toBe(false);
    expect(fits("life-fear-of-falling", "I am afraid to walk far now in case I fall.")).toBe(true);
    expect(fits("life-fear-of-falling", "He fell twice in September.")).toBe(false);
    expect(fits("life-moving", "It has moved faster this year.")).toBe(false);
    expect(fits("life-long-marriage", "He has never once raised his voice to me in forty-nine years.")).toBe(true);
  });
});
