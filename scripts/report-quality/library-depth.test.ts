import { describe, expect, it } from "vitest";
import type { GuidanceBlock } from "~/domains/reports/template/guidance/blocks/guidance-block";
import { sentenceScore, wordsOf } from "~/domains/reports/template/guidance/blocks/select-blocks";
import { parentsAndBelongings } from "~/domains/reports/template/guidance/grief/parents-and-belongings";
import { sleepAndLostInterest } from "~/domains/reports/template/guidance/life/sleep-and-lost-interest";
import { trustAndCloseness } from "~/domains/reports/template/guidance/life/trust-and-closeness";

const newBlocks: readonly GuidanceBlock[] = [...sleepAndLostInterest, ...trustAndCloseness, ...parentsAndBelongings];
const block = (id: string) => newBlocks.find((entry) => entry.id === id)!;
/** Whether one sentence alone is enough to select the block. */
const fits = (id: string, text: string) => sentenceScore(block(id), wordsOf(text)) >= (block(id).minScore ?? 2);

/** For each new block: sentences that must select it on their own, and near-misses that must not. */
const cases: Record<string, { fits: readonly string[]; misses: readonly string[] }> = {
  "life-sleep": {
    fits: ["I lie awake until two most nights going over everything.", "I wake at 3 a.m. and can't get back to sleep.", "I sleep twelve hours and I'm still tired all day."],
    misses: ["I slept well last night for a change.", "I'm sick and tired of his excuses.", "We go to bed at ten most nights."],
  },
  "life-loneliness": {
    fits: ["I have no one to talk to since my sister moved away.", "I spend most weekends alone in the apartment.", "I feel so alone even when my husband is home."],
    misses: ["I like a quiet evening to myself with a book.", "I went fishing alone on Saturday and loved it.", "My wife and I talk every night after dinner."],
  },
  "life-lost-interest": {
    fits: ["I used to love painting but I haven't touched a brush in a year.", "Nothing is fun anymore, not even golf.", "I've lost interest in my hobbies."],
    misses: ["We watched a film on Friday.", "I really enjoy my garden in the summer.", "My hobbies are fishing and woodworking."],
  },
  "life-inner-critic": {
    fits: ["I'm useless at everything.", "I keep telling myself I'm a failure and never good enough.", "A voice in my head says I am stupid."],
    misses: ["The new phone is useless.", "That was a stupid movie.", "The pay was not good enough so I left."],
  },
  "marriage-affair": {
    fits: ["My husband had an affair last year.", "I keep checking her phone when she is asleep.", "I don't know if I can ever trust him again."],
    misses: ["The reunion was a family affair.", "I trust my wife with everything.", "He is always on his phone at dinner."],
  },
  "marriage-intimacy": {
    fits: ["We haven't had sex in over a year.", "We sleep in separate bedrooms now.", "It feels like we are just roommates."],
    misses: ["I keep in touch with my college roommate.", "The dog sleeps on the couch.", "My sister stays in the guest room when she visits."],
  },
  "marriage-leaving": {
    fits: ["Some days I think about divorce.", "I'm only staying for the kids.", "I don't know whether to stay or go."],
    misses: ["My parents divorced when I was small.", "Our daughter is getting divorced.", "We stayed together at my sister's house for the holidays."],
  },
  "grief-belongings": {
    fits: ["His clothes are still hanging in the closet.", "Her room is just as she left it.", "I can't decide what to keep and what to give away."],
    misses: ["I bought new clothes for the funeral.", "I'm still hanging in there.", "Fishing was his thing."],
  },
};

/** The sentences of a wording, as a reader would take them. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());

/** Issue 28: blocks for common topics the library lacked, each selected by what the client wrote and by nothing in passing. */
describe("the guidance library's new blocks", () => {
  it("holds the eight blocks, each for its forms", () => {
    expect(newBlocks.map((entry) => entry.id)).toEqual(Object.keys(cases));
    for (const entry of sleepAndLostInterest) expect(entry.forms).toEqual(["depression", "marriage", "mental-health-wellbeing"]);
    for (const entry of trustAndCloseness) expect(entry.forms).toEqual(["marriage"]);
    for (const entry of parentsAndBelongings) expect(entry.forms).toEqual(["death-grief"]);
  });

  it.each(Object.entries(cases))("%s: selected by a sentence on its topic, not by a near-miss", (id, { fits: selecting, misses }) => {
    for (const text of selecting) expect(fits(id, text), text).toBe(true);
    for (const text of misses) expect(fits(id, text), text).toBe(false);
  });

  it.each(newBlocks.map((entry) => [entry.id, entry] as const))("%s: has every wording the drafter chooses from", (_, entry) => {
    expect(entry.about).toHaveLength(4);
    expect(entry.says).toHaveLength(1);
    expect(entry.says[0]).toHaveLength(4);
    expect(entry.tryThis).toHaveLength(8);
    expect(entry.step).toHaveLength(4);
    expect(entry.ask).toHaveLength(4);
  });

  it.each(newBlocks.map((entry) => [entry.id, entry] as const))("%s: its general words differ from wording to wording", (_, entry) => {
    const wordings = entry.says[0]!;
    wordings.forEach((wording, index) => {
      for (const other of wordings.slice(index + 1)) {
        const shared = sentencesOf(wording).filter((sentence) => sentencesOf(other).includes(sentence));
        expect(shared, `${entry.id} says wordings ${index} and ${wordings.indexOf(other)}`).toEqual([]);
      }
    });
  });
});
