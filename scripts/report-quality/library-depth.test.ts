import { describe, expect, it } from "vitest";
import { guidanceBlocks } from "~/domains/reports/template/guidance/blocks/block-library";
import type { GuidanceBlock } from "~/domains/reports/template/guidance/blocks/guidance-block";
import { sentenceScore, wordsOf } from "~/domains/reports/template/guidance/blocks/select-blocks";
import { splitProse } from "./metrics";

const LIFE = ["depression", "marriage", "mental-health-wellbeing"];

/**
 * For each block added for issue 28's depth (ADR 0085): its forms, sentences that must select it on
 * their own, and near-misses that must not. Written for these tests, not taken from any fixture.
 */
const cases: Record<string, { forms: readonly string[]; fits: readonly string[]; misses: readonly string[] }> = {
  "life-retirement": {
    forms: LIFE,
    fits: ["Since I retired I feel useless.", "After I retired there was nothing to get up for.", "I retired last year and now I feel useless."],
    misses: ["My neighbour retired to Florida.", "The pension letter came on Monday.", "It was a useful meeting."],
  },
  "life-screens": {
    forms: LIFE,
    fits: ["I stay up all night gaming so I don't have to think.", "Most nights I'm on my phone until two in the morning.", "I lose hours scrolling in bed."],
    misses: ["We watched TV together after dinner.", "He is always on his phone at dinner.", "The TV was on when I got home."],
  },
  "life-caregiving": {
    forms: LIFE,
    fits: ["I've been caring for my husband since his stroke, and I never get a break.", "Looking after my mother since her dementia got worse leaves me worn out."],
    misses: ["My mother cared for me when I was small.", "My husband takes care of the bills.", "My sister looks after our father on weekends."],
  },
  "grief-keeping-it-in": {
    forms: ["death-grief"],
    fits: ["I keep it to myself, other men don't talk about this stuff.", "I put on a brave face for the kids.", "I don't want to burden anyone with how I feel."],
    misses: ["I talk to my sister about him every day.", "He was a proud and private man.", "We kept his ashes at home."],
  },
  "life-sleep": {
    forms: LIFE,
    fits: ["I lie awake until two most nights going over everything.", "I wake at 3 a.m. and can't get back to sleep.", "I sleep twelve hours and I'm still tired all day."],
    misses: ["I slept well last night for a change.", "I'm sick and tired of his excuses.", "We go to bed at ten most nights."],
  },
  "life-loneliness": {
    forms: LIFE,
    fits: ["I have no one to talk to since my sister moved away.", "I spend most weekends alone in the apartment.", "I feel so alone even when my husband is home."],
    misses: ["I like a quiet evening to myself with a book.", "I went fishing alone on Saturday and loved it.", "My wife and I talk every night after dinner."],
  },
  "life-lost-interest": {
    forms: LIFE,
    fits: ["I used to love painting but I haven't touched a brush in a year.", "Nothing is fun anymore, not even golf.", "I've lost interest in my hobbies."],
    misses: ["We watched a film on Friday.", "I really enjoy my garden in the summer.", "My hobbies are fishing and woodworking."],
  },
  "life-inner-critic": {
    forms: LIFE,
    fits: ["I'm useless at everything.", "I keep telling myself I'm a failure and never good enough.", "A voice in my head says I am stupid."],
    misses: ["The new phone is useless.", "That was a stupid movie.", "The pay was not good enough so I left."],
  },
  "marriage-affair": {
    forms: ["marriage"],
    fits: ["My husband had an affair last year.", "I keep checking her phone when she is asleep.", "I don't know if I can ever trust him again."],
    misses: ["The reunion was a family affair.", "I trust my wife with everything.", "He is always on his phone at dinner."],
  },
  "marriage-intimacy": {
    forms: ["marriage"],
    fits: ["We haven't had sex in over a year.", "We sleep in separate bedrooms now.", "It feels like we are just roommates."],
    misses: ["I keep in touch with my college roommate.", "The dog sleeps on the couch.", "My sister stays in the guest room when she visits."],
  },
  "marriage-leaving": {
    forms: ["marriage"],
    fits: ["Some days I think about divorce.", "I'm only staying for the kids.", "I don't know whether to stay or go."],
    misses: ["My parents divorced when I was small.", "Our daughter is getting divorced.", "We stayed together at my sister's house for the holidays."],
  },
  "grief-belongings": {
    forms: ["death-grief"],
    fits: ["His clothes are still hanging in the closet.", "Her room is just as she left it.", "I can't decide what to keep and what to give away."],
    misses: ["I bought new clothes for the funeral.", "I'm still hanging in there.", "Fishing was his thing."],
  },
};

/** The blocks as the library holds them: a case for a block it does not hold fails. */
const blocks = Object.keys(cases).map((id) => [id, guidanceBlocks.find((entry) => entry.id === id)] as const);
/** Whether one sentence alone is enough to select the block. */
const fits = (block: GuidanceBlock, text: string) => sentenceScore(block, wordsOf(text)) >= (block.minScore ?? 2);

describe("the guidance library's blocks for common topics", () => {
  it.each(blocks)("%s: in the library, for its forms, selected by a sentence on its topic and not by a near-miss", (id, block) => {
    expect(block, id).toBeDefined();
    expect(block!.forms).toEqual(cases[id]!.forms);
    for (const text of cases[id]!.fits) expect(fits(block!, text), text).toBe(true);
    for (const text of cases[id]!.misses) expect(fits(block!, text), text).toBe(false);
  });

  it.each(blocks)("%s: has every wording the drafter chooses from, each said differently", (_, block) => {
    expect(block!.about).toHaveLength(4);
    expect(block!.says).toHaveLength(1);
    expect(block!.says[0]).toHaveLength(4);
    expect(block!.tryThis).toHaveLength(8);
    expect(block!.step).toHaveLength(4);
    expect(block!.ask).toHaveLength(4);
    const wordings = block!.says[0]!;
    wordings.forEach((wording, index) => {
      for (const other of wordings.slice(index + 1)) expect(splitProse(wording).filter((sentence) => splitProse(other).includes(sentence)), `${block!.id} says ${index}`).toEqual([]);
    });
  });
});
