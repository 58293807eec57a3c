import { describe, expect, it } from "vitest";
import { earlierDevelopmentRows, laterDevelopmentRows, unseenOrdinaryAnswerRows } from "./development";
import { readSentences } from "./read-text.server";
import { assessRisk, screenText } from "./screen";

/**
 * The two tiers (ADR 0057) on the development part of the labelled set: the sentences the patterns
 * were written against. The figures we report come from the held-out test part (written blind,
 * never read here: `npm run safety-figures`); these only guard against a change that undoes work.
 * Targets: review tier (review or urgent) recall ≥ 97% of crisis sentences, false alarms ≤ 15%;
 * urgent tier recall ≥ 85% of urgent-labelled sentences, false alarms ≤ 3%. The development part
 * is held to more than that, since the held-out figures are lower.
 */
const judged = earlierDevelopmentRows.map((row) => ({ ...row, level: assessRisk(row.text).level }));
const crisis = judged.filter((row) => row.tier !== "none");
const urgent = judged.filter((row) => row.tier === "urgent");
const ordinary = judged.filter((row) => row.tier === "none");
const rate = (part: { length: number }, whole: { length: number }) => part.length / whole.length;
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

describe("the two tiers on the development part", () => {
  const reviewRecall = rate(crisis.filter((row) => row.level !== "none"), crisis);
  const reviewFalseAlarms = rate(ordinary.filter((row) => row.level !== "none"), ordinary);
  const urgentRecall = rate(urgent.filter((row) => row.level === "urgent"), urgent);
  const urgentFalseAlarms = rate(ordinary.filter((row) => row.level === "urgent"), ordinary);

  it("prints its figures", () => {
    console.log(
      [
        `two tiers, development part: ${crisis.length} crisis sentences (${urgent.length} urgent), ${ordinary.length} ordinary`,
        `review or urgent: recall ${percent(reviewRecall)}, false alarms ${percent(reviewFalseAlarms)}`,
        `urgent: recall ${percent(urgentRecall)} of urgent-labelled, false alarms ${percent(urgentFalseAlarms)}`,
      ].join("\n"),
    );
    expect(crisis.length).toBeGreaterThanOrEqual(500);
    expect(ordinary.length).toBeGreaterThanOrEqual(450);
  });

  it("review tier: hears at least 99% of crisis sentences and flags at most 5% of ordinary ones", () => {
    expect(reviewRecall).toBeGreaterThanOrEqual(0.99);
    expect(reviewFalseAlarms).toBeLessThanOrEqual(0.05);
  });

  it("urgent tier: catches at least 95% of urgent-labelled sentences and flags at most 3% of ordinary ones", () => {
    expect(urgentRecall).toBeGreaterThanOrEqual(0.95);
    expect(urgentFalseAlarms).toBeLessThanOrEqual(0.03);
  });

  it("the urgent tier is screenText", () => {
    for (const row of judged) expect(row.level === "urgent", row.text).toBe(screenText(row.text).length > 0);
  });
});

/**
 * Batches 7 to 10 (ADR 0082): written blind and scored unseen (review 52.9%, 62.1%, 66.8%, 58.1%),
 * then trained on; patterns were written against 7 and 8's misses in one pass, against 9's false
 * alarms and against 10's urgent misses. Held to what they reach now (below the older part's 99%
 * and 95%), so a change that undoes that work fails.
 */
describe("batches 7 to 10 of the development part", () => {
  const later = laterDevelopmentRows.map((row) => ({ ...row, level: assessRisk(row.text).level }));
  const laterCrisis = later.filter((row) => row.tier !== "none");
  const laterUrgent = later.filter((row) => row.tier === "urgent");
  const laterOrdinary = later.filter((row) => row.tier === "none");

  // ADR 0088: the classifier now hears sentences that name none of the review concepts (78% before).
  it("review tier: hears at least 83% of their crisis sentences, flags at most 7% of their ordinary ones", () => {
    expect(rate(laterCrisis.filter((row) => row.level !== "none"), laterCrisis)).toBeGreaterThanOrEqual(0.83);
    expect(rate(laterOrdinary.filter((row) => row.level !== "none"), laterOrdinary)).toBeLessThanOrEqual(0.07);
  });

  it("urgent tier: catches at least 69% of their urgent-labelled sentences, flags at most 1% of their ordinary ones", () => {
    expect(rate(laterUrgent.filter((row) => row.level === "urgent"), laterUrgent)).toBeGreaterThanOrEqual(0.69);
    expect(rate(laterOrdinary.filter((row) => row.level === "urgent"), laterOrdinary)).toBeLessThanOrEqual(0.01);
  });
});

/**
 * Whole ordinary answers, written blind (ADR 0083): what most clients send. An urgent alert on one
 * of them wakes the provider for nothing. Only the half never trained on is read here (ADR 0088).
 * Held to what the screen does now: 1 urgent ("I'm pushing back", of saying yes to invitations)
 * and 12 review or urgent, of 180 (before ADR 0088: 16 of all 360, one of them urgent). ADR 0088
 * trades these for recall on crisis sentences: the bound was 5% before it.
 */
describe("whole ordinary answers", () => {
  const levels = unseenOrdinaryAnswerRows.map((row) => assessRisk(row.text).level);
  it("are almost never urgent, and rarely read first", () => {
    expect(unseenOrdinaryAnswerRows.length).toBe(180);
    expect(levels.filter((level) => level === "urgent").length).toBeLessThanOrEqual(1);
    expect(levels.filter((level) => level !== "none").length / levels.length).toBeLessThanOrEqual(0.07);
  });
});

describe("assessRisk on named kinds", () => {
  const reviewOrUrgent: [string, string][] = [
    ["the widower's passive wish", "Some nights it would be simpler for everyone if I just did not wake up."],
    ["a passive wish: nobody would notice", "Nobody would even notice if I was gone."],
    ["letters for after", "I've written letters for the children, for after."],
    ["medication kept just in case", "I keep a bottle of the old tablets in my drawer, just in case."],
    ["a dose looked up", "I've looked up how much paracetamol would be too much."],
    ["a bridge, thinking about it", "I sat on the bridge for an hour yesterday, just thinking about it."],
    ["a goodbye call", "I rang my brother in Canada last night to say goodbye properly."],
    ["stopping a needed medicine", "I've stopped taking my heart pills, what's the point."],
    ["being a burden", "I'm just a burden to my daughter now."],
    ["giving things away", "I've been giving my things away to the neighbours, I won't need them."],
  ];
  it.each(reviewOrUrgent)("%s is review or urgent, suicidal-thoughts", (_kind, text) => {
    const risk = assessRisk(text);
    expect(risk.level).not.toBe("none");
    expect(risk.categories).toContain("suicidal-thoughts");
  });

  it("letters for after are review, not urgent", () => {
    expect(assessRisk("I've written letters for the children, for after.")).toEqual({ level: "review", categories: ["suicidal-thoughts"] });
  });

  // ADR 0083: both are review on the patterns alone; the urgent model hears means gathered and children left alone now.
  it("a review-tier sentence the urgent model hears is urgent, in the category the review tier found", () => {
    expect(assessRisk("I've been saving his morphine since the funeral and there's enough now.")).toEqual({ level: "urgent", categories: ["suicidal-thoughts"] });
    expect(assessRisk("The boys next door have been on their own since yesterday and there's nothing in the fridge.")).toEqual({
      level: "urgent",
      categories: ["neglect-of-dependant"],
    });
    expect(screenText("I've been saving his morphine since the funeral and there's enough now.")).toEqual(["suicidal-thoughts"]);
  });

  // ADR 0088: the classifier is asked of every sentence (none before, for this one: it names no concept).
  it("a goodbye in words no concept names is review", () => {
    expect(assessRisk("I've started leaving the back door unlocked so whoever comes won't have to break it.")).toEqual({ level: "review", categories: ["suicidal-thoughts"] });
  });

  // The urgent model and the acute frame both hear this one; a sentence naming no concept is never made urgent by them.
  it("a sentence no concept names stays review, even with a time in it", () => {
    expect(assessRisk("I've left the back door unlocked tonight so whoever comes won't have to break it.")).toEqual({ level: "review", categories: ["suicidal-thoughts"] });
  });

  it("ending a relationship is not a death wish", () => {
    expect(assessRisk("I want to end it with him; the marriage is over.").level).toBe("none");
  });

  it("an explicit wish to die is urgent", () => {
    expect(assessRisk("I want to die.")).toEqual({ level: "urgent", categories: ["suicidal-thoughts"] });
  });

  it("milder signs of the other categories are review, in their own category", () => {
    expect(assessRisk("I walk on eggshells at home.")).toEqual({ level: "review", categories: ["danger-at-home"] });
    expect(assessRisk("My nephew keeps asking me to sign things I don't understand.")).toEqual({ level: "review", categories: ["abuse"] });
    expect(assessRisk("I pick at my skin until it bleeds when I'm anxious.")).toEqual({ level: "review", categories: ["self-harm"] });
  });

  const none: [string, string][] = [
    // ADR 0088: urgent or review before it, each a kind batches 15 and 16 showed.
    ["a goodbye to a neighbour moving away", "I said goodbye to my neighbour today, she's moving to Spain to be near her son."],
    ["a goodbye before a sister's flight", "I phoned my sister to say goodbye before her flight to Canada."],
    ["a game lost to a grandchild", "My granddaughter beats me at draughts every Sunday afternoon."],
    ["a burden to nobody", "I'm a burden to nobody, I still do my own shopping and cook my own tea."],
    ["planning not to be a burden", "I'd hate to be a burden on the children later, so we've put our names down for sheltered housing."],
    ["a late husband's funeral", "My late husband's funeral was lovely."],
    ["dying to see", "I'm dying to see the grandkids."],
    ["a pill organiser", "I use a pill organiser so I don't forget my tablets."],
    ["a joke", "That joke killed me."],
    ["a calm will", "I've made my will and told the children where the papers are."],
    ["hunting", "My husband goes shooting pheasants with his rifle every November."],
    ["ordinary talk of death", "My mother died in her sleep, which was a mercy."],
  ];
  it.each(none)("%s is none", (_kind, text) => {
    expect(assessRisk(text)).toEqual({ level: "none", categories: [] });
  });

  it("reads the whole text: the highest level of any sentence, every category found", () => {
    const risk = assessRisk("We walk by the river on Sundays. I walk on eggshells at home. I want to die.");
    expect(risk).toEqual({ level: "urgent", categories: ["suicidal-thoughts", "danger-at-home"] });
    expect(assessRisk("")).toEqual({ level: "none", categories: [] });
  });
});

describe("assessRisk on denials (issue 27, fourth pass)", () => {
  const denied: string[] = [
    "My doctor asked if I'd thought about suicide and I told her no.",
    "I would never take an overdose, my faith wouldn't allow it.",
    "I have never thought about killing myself.",
    "I'm not suicidal, just tired.",
    "No thoughts of ending it, I promise.",
    "I'm not going to do anything silly.",
    "I'd never do that to my kids.",
  ];
  it.each(denied)("the writer's own denial is none: %s", (text) => {
    expect(assessRisk(text)).toEqual({ level: "none", categories: [] });
  });

  const hedged: string[] = [
    "I'd never do it, but I do think about it every night.",
    "I told her no but that wasn't true.",
    "I'm not going to do anything silly, not yet anyway.",
    "I said no when they asked, because I didn't want them to take the tablets off me.",
  ];
  it.each(hedged)("a denial hedged or taken back stays flagged: %s", (text) => {
    expect(assessRisk(text).level).not.toBe("none");
    expect(assessRisk(text).categories).toContain("suicidal-thoughts");
  });

  it("\"said no\" that starts another phrase is no denial", () => {
    expect(assessRisk("I told my daughter no one would miss me if I went.").level).not.toBe("none");
    expect(assessRisk("I told her no more treatment, what's the use of it.").level).not.toBe("none");
  });

  it("a denial never clears what the patterns hear in the same sentence", () => {
    expect(assessRisk("I told her no, I want to die.").level).toBe("urgent");
    expect(assessRisk("I said no to the nurse, but I've already written the letters.").level).toBe("urgent");
  });
});

describe("looking forward (issue 27)", () => {
  // Something to look forward to is a protective sign; only its absence is a review concept.
  it("looking forward to something is none", () => {
    expect(assessRisk("I have noticed I look forward to it more than I used to.")).toEqual({ level: "none", categories: [] });
    expect(assessRisk("I'm looking forward to the grandchildren coming at Easter.")).toEqual({ level: "none", categories: [] });
  });

  it("nothing to look forward to is still heard", () => {
    expect(assessRisk("Since he went I have nothing to look forward to, no point to any of it.").level).not.toBe("none");
  });
});

describe("the urgent tier on plans, means and acts (issue 27, fourth pass)", () => {
  const urgentKinds: [string, string][] = [
    ["a plan with a time", "I've made up my mind to do it on Sunday while she's at her sister's."],
    ["means got hold of quietly", "I've bought two boxes of paracetamol from different shops so nobody would ask."],
    ["readied for after", "I've booked a hotel room for Saturday so the family don't have to find me."],
    ["a recent attempt", "I walked out onto the railway line on Monday night and a driver stopped for me."],
    ["intent with a method", "I'm going to drive into the back of a lorry on the motorway."],
    ["a place picked", "I've picked a spot on the line where the trains don't slow down."],
    ["a time set with the means", "I bought a rope at the hardware shop today and I'm doing it this weekend."],
  ];
  it.each(urgentKinds)("%s is urgent", (_kind, text) => {
    expect(assessRisk(text).level).toBe("urgent");
  });

  const everyday: string[] = [
    "I've made up my mind to do the walk on Sunday while she's at her sister's.",
    "I bought two boxes of paracetamol for the cupboard, we'd run out.",
    "I booked a hotel room for Saturday for our anniversary.",
    "I've cancelled the milk and the papers because we're away after Friday.",
    "I bought a rope at the hardware shop today for the washing line.",
    "I've told the neighbour to let herself in on Friday morning to feed the cat.",
    "I'm not planning to be here at Christmas, we're going to my daughter's.",
  ];
  it.each(everyday)("the everyday look-alike is not urgent: %s", (text) => {
    expect(assessRisk(text).level).not.toBe("urgent");
  });
});

describe("idioms and set-aside denials the fifth batch showed as urgent (issue 27)", () => {
  const everyday: string[] = [
    "The hill up to the church nearly finished me off this morning.",
    "Those stairs almost finished me off, I had to sit down at the top.",
    "I overdosed on chocolate at Easter and felt sick all afternoon.",
    "We overdosed on telly over the holidays.",
    "Ending my life is not something I would ever consider, I just miss him.",
    "Killing myself is not an option, the grandchildren need me.",
    "The nurse asks if I want to die, and no, I don't, I want my husband back.",
    // a whole ordinary answer written blind (ADR 0083): "my legs won't do it" is said at an edge, not of sleep
    "I get up at six because my body won't let me sleep later.",
  ];
  it.each(everyday)("is not urgent: %s", (text) => {
    expect(assessRisk(text).level).not.toBe("urgent");
  });

  const stillHeard: string[] = [
    "I overdosed on my heart tablets on Tuesday and my son found me.",
    "Ending it all is not something I can stop thinking about.",
    "The pain will finish me off, and part of me wants it to.",
    "They asked if I want to die and I said yes.",
  ];
  it.each(stillHeard)("is still heard: %s", (text) => {
    expect(assessRisk(text).level).not.toBe("none");
  });
});

describe("the fifth pass: intent said plainly, quiet signs, harm in a home where someone is cared for (issue 27)", () => {
  // Written for this test, in the kinds the fifth batch's misses showed, not copied from the batch.
  const urgent: [string, string][] = [
    ["a place visited meaning to stay", "Twice I've driven to the railway line meaning to stay there."],
    ["the method worked out", "I've worked out how I'd do it and I think about it every night."],
    ["ending things after a date", "After the wedding on the 3rd, then I'm ending things."],
    ["a birthday not to be seen", "I'll make sure I don't see another birthday."],
    ["an attempt just made", "Yesterday I tried to OD, my neighbour called the ambulance."],
    ["a voice obeyed", "The voices keep telling me to do it now."],
    ["the day set for when enough is saved", "I've set the date for when I've got enough tablets."],
    ["over the railing", "Last week I climbed to the wrong side of the railings on the bridge."],
    ["a cigarette on the skin", "I stubbed a cigarette out on my wrist last night."],
    ["a weapon pointed at the writer", "My son was pointing his shotgun at me again on Sunday."],
    ["a dependant unwashed for weeks", "Dad hasn't been washed for three weeks and I can't face it."],
  ];
  it.each(urgent)("%s is urgent", (_kind, text) => {
    expect(assessRisk(text).level).toBe("urgent");
  });

  const review: [string, string][] = [
    ["life over, the rest waiting", "My life ended the day Bill died and the rest is just waiting."],
    ["no reason left", "There is no reason left to get up in the morning."],
    ["envy of the dead", "I envy my sister, she's at peace in the churchyard now."],
    ["a note drafted", "I've been drafting a note to the children most evenings."],
    ["repeats saved back", "Each repeat prescription I keep a few back in the drawer."],
    ["treatment missed on purpose", "I skipped my chemo on purpose, what's the point."],
    ["treasured things given away", "I've handed my father's medals to my grandson already."],
    ["money taken over", "My son has taken over my pension and won't show me the statements."],
  ];
  it.each(review)("%s is review or urgent", (_kind, text) => {
    expect(assessRisk(text).level).not.toBe("none");
  });

  const everyday: string[] = [
    "I worked out how to use the new tablet, the grandchildren helped.",
    "I gave my good watch a polish for the reunion.",
    "I'm marking time until the grandchildren come at Easter.",
    "My daughter set the date for the wedding, it's in June.",
    "The voice on the satnav tells me to turn round every time.",
    "Mum hasn't eaten since lunch, she's saving herself for the party.",
  ];
  it.each(everyday)("is none: %s", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it("the rope kept for a boat is not urgent (the review tier's rope pattern may still ask a person to read it)", () => {
    expect(assessRisk("We've got the rope for the boat, we sail on Saturday.").level).not.toBe("urgent");
  });
});

describe("the acute frame: a review-tier death wish with a plan, a time, means or a recent act is urgent (ADR 0081)", () => {
  it.each([
    ["a passive wish with a time", "I'd happily not wake up tomorrow."],
    ["a dangerous place, just visited", "I sat by the canal lock last night a long time, thinking about it."],
    ["tablets weighed up", "I know which pills would be enough, I've thought it through."],
    ["a goodbye, just made", "Yesterday I rang round the family to say goodbye."],
  ])("%s is urgent", (_kind, text) => {
    expect(assessRisk(text)).toEqual({ level: "urgent", categories: ["suicidal-thoughts"] });
  });

  it("raises only the death wish: another category heard in the same sentence stays review", () => {
    const text = "I walk on eggshells at home and I'd happily not wake up tomorrow.";
    expect(screenText(text)).toEqual(["suicidal-thoughts"]);
    expect(assessRisk(text)).toEqual({ level: "urgent", categories: ["suicidal-thoughts", "danger-at-home"] });
  });

  it.each([
    ["the passive wish alone", "Some nights I'd rather not wake up."],
    ["tiredness of life, no plan", "I've had enough of this world, honestly."],
  ])("%s stays review", (_kind, text) => {
    expect(assessRisk(text).level).toBe("review");
  });

  it.each(["I feel low on Sundays when there's nothing planned.", "I count my tablets out on Sunday night for the week ahead."])(
    "an ordinary sentence with a day in it stays none: %s",
    (text) => {
      expect(assessRisk(text)).toEqual({ level: "none", categories: [] });
    },
  );
});

describe("reading does not depend on what was read before", () => {
  it("splits a possessive the same way after wink has met it whole at a sentence's end", () => {
    readSentences("I'm going to the coast when my wife's at her sister's.");
    expect(readSentences("I won't be here next week, I'm at my sister's in Devon.")[0]?.text).toBe("i will not be here next week i am at my sister s in devon");
  });
});

describe("the sixth pass: the hour or the means in the next sentence, teasing threats (issue 27)", () => {
  it("reads the hour from the sentence after the means", () => {
    expect(assessRisk("I've bought a length of rope. Tomorrow, while he's at bowls.").level).toBe("urgent");
    expect(assessRisk("I've bought a length of rope for the garden. Tomorrow we start the fence.").level).not.toBe("urgent");
  });

  it.each([
    ["a whole supply in one go", "Tonight I'm doing all my insulin in one go."],
    ["a weapon and a wait", "I'll be waiting outside his flat with the tyre iron when he gets out."],
    ["made to sign the house over", "My lodger got me to sign the house over last week and now he says I'm to keep quiet."],
    ["a dependant on the floor", "Dad can't get up off the floor and nobody else has a key."],
  ])("%s is urgent", (_kind, text) => {
    expect(assessRisk(text).level).toBe("urgent");
  });

  it.each([
    "My wife will kill me if I forget the milk again.",
    "Told my brother I'd throttle him if he ate the last mince pie.",
    "Tonight's the night the grandchildren come for a sleepover!",
  ])("a tease over an everyday thing is not urgent: %s", (text) => {
    expect(assessRisk(text).level).not.toBe("urgent");
  });

  it("a threat tied to telling stays urgent", () => {
    expect(assessRisk("He says he will kill me if I tell anyone.").level).toBe("urgent");
  });
});
