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
describe("the Catharsis Report's salient topics", () => {
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
    expect(fits("life-screens", "I stay up all night gaming so I don't have to think.")).toBe(true);
    expect(fits("life-screens", "Most nights I'm on my phone until two in the morning.")).toBe(true);
    expect(fits("life-screens", "I lose hours scrolling in bed.")).toBe(true);
    expect(fits("life-screens", "We watched TV together after dinner.")).toBe(false);
    expect(fits("life-screens", "He is always on his phone at dinner.")).toBe(false);
    expect(fits("life-screens", "The TV was on when I got home.")).toBe(false);
    expect(fits("life-caregiving", "I've been caring for my husband since his stroke, and I never get a break.")).toBe(true);
    expect(fits("life-caregiving", "I gave up my book club and my friends because Mom needs me around the clock.")).toBe(true);
    expect(fits("life-caregiving", "My mother cared for me when I was small.")).toBe(false);
    expect(fits("life-caregiving", "My husband takes care of the bills.")).toBe(false);
    expect(fits("life-caregiving", "My sister looks after our father on weekends.")).toBe(false);
    expect(fits("grief-keeping-it-in", "I keep it to myself, other men don't talk about this stuff.")).toBe(true);
    expect(fits("grief-keeping-it-in", "I put on a brave face for the kids.")).toBe(true);
    expect(fits("grief-keeping-it-in", "I don't want to burden anyone with how I feel.")).toBe(true);
    expect(fits("grief-keeping-it-in", "I talk to my sister about him every day.")).toBe(false);
    expect(fits("grief-keeping-it-in", "He was a proud and private man.")).toBe(false);
    expect(fits("grief-keeping-it-in", "We kept his ashes at home.")).toBe(false);
  });
});
