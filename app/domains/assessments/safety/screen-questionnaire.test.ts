import { afterEach, describe, expect, it, vi } from "vitest";
import { safetyPhrases } from "./patterns";
import { safetyCategories, screenAnswers, screenQuestionnaire, screenText, type SafetyCategory } from "./screen-questionnaire";

// Realistic first-person answers that must reach a human, by category. Each phrase in
// safety/patterns/ has at least one sentence here.
const hits: Record<SafetyCategory, string[]> = {
  "suicidal-thoughts": [
    "I want to die.",
    "Some days I just WANT TO DIE.",
    "Honestly? I wish I were dead.",
    "I wish I had never been born.",
    "I wish I could just die.",
    "I wish I had died instead of him.",
    "I\u2019ve been thinking about ending my life.",
    "Sometimes I want to kill myself.",
    "I\u2019m gonna kill myself.",
    "Everyone would be better off without me.",
    "Nobody would care if I died.",
    "I don\u2019t want to be here anymore.",
    "I don't want to be alive.",
    "I have been thinking about suicide a lot lately.",
    "I keep thinking of ending it all.",
    "I am going to end it tonight.",
    "I have a plan to end it.",
    "There is no reason to live now that he is gone.",
    "I have nothing left to live for.",
    "Life is not worth living without him.",
    "What's the point of living?",
    "I can't go on.",
    "I cant go on without her.",
    "I dont want to live anymore.",
    "I don't want to go on like this.",
    "I don't want to wake up tomorrow.",
    "I don't care if I live or die.",
    "I never used to feel this way, but now I want to die.",
    "I\u2019m not okay, I want to die.",
    "No, I want to die.",
    "I don't know why I want to die.",
    "It makes me want to die.",
    "I miss my husband and want to die.",
    "I lost my son three years ago and I just want to die.",
    "My wife passed away 5 years ago and I don't want to live anymore.",
    "I tried to kill myself years ago and I still think about it every day.",
    "Since my husband died, all I want is to die.",
    "Honestly I would rather be dead.",
    "I'd be better off dead.",
    "I keep having suicidal thoughts.",
    "Feeling suicidal again.",
    "I wrote a suicide note.",
    "I can't stop thinking about killing myself.",
    "I can't help thinking about suicide.",
    "I have been saving up my sleeping pills.",
    "I have pills saved up.",
    "I might take an overdose.",
    "I took a handful of pills.",
    "I overdosed.",
    "I thought about slitting my wrists.",
    "I want to step in front of a train.",
    "I thought about driving my car into a tree.",
    "I\u2019m tired of living.",
    "I feel like dying.",
    "I pray every night that God takes me.",
    "I go to bed hoping I never wake up.",
    "I hope I die soon.",
    "I just want to go to sleep and never wake up.",
    "I want to be with him in heaven.",
    "I wish I could go with him.",
  ],
  "self-harm": [
    "I cut myself when it gets too much.",
    "I\u2019ve been hurting myself again.",
    "I haven't stopped hurting myself.",
    "I burn myself when I feel numb.",
    "I punish myself by hitting my legs.",
    "I SELF-HARM most weeks.",
    "Self harm is how I cope.",
    "I started cutting my arms again last month.",
    "I scratch my skin until it bleeds.",
    "I hit myself when I get angry.",
    "I have the urge to cut again.",
    "I started cutting again.",
    "I make myself bleed so I can feel something.",
    "I cut to cope.",
    "I don't know why I keep hurting myself.",
  ],
  "harm-to-others": [
    "I want to hurt him.",
    "I\u2019m going to kill her.",
    "I think about hurting my wife.",
    "I could hurt the children.",
    "Sometimes I feel like I could kill my husband.",
    "I am afraid I might hurt the baby.",
    "I have thoughts of stabbing my neighbour.",
    "I get urges to hurt my husband.",
    "I want him dead.",
    "I hit my son when I lose my temper.",
    "I have been planning to hurt my ex.",
    "I'm not okay, I could kill him.",
  ],
  abuse: [
    "He hits me.",
    "She beats me when she drinks.",
    "My husband hurts me.",
    "I am being abused.",
    "He forces me to have sex.",
    "She threatens me.",
    "He chokes me during arguments.",
    "He holds me down.",
    "My son takes my money and threatens me.",
    "My grandson steals from me.",
    "My husband comes home drunk and hits me.",
    "HE\u2019S BEEN SLAPPING ME.",
    "I get hit if dinner is late.",
    "My partner controls my money.",
    "My daughter took all my savings.",
    "My husband is violent.",
    "I'm in an abusive marriage.",
    "My stepfather touches me inappropriately.",
    "He threatens to hit me.",
    "He says he will hurt me.",
    "I am a victim of domestic violence.",
    "My husband hit me years ago and he still does.",
  ],
  "danger-at-home": [
    "I\u2019m afraid to go home.",
    "I don\u2019t feel safe at home.",
    "I feel unsafe at home.",
    "My home is not safe.",
    "He has a gun and threatens to use it.",
    "He keeps a gun by the bed and says he will use it.",
    "He pointed a knife at me last night.",
    "My husband threatened me with a knife.",
    "I\u2019m scared he will kill me.",
    "My husband said he would kill me if I left.",
    "I'm afraid of what he'll do if I leave.",
    "I'm scared of my husband.",
    "I'm afraid of my husband's temper.",
    "I fear for my life.",
    "I am in danger.",
    "My children are not safe.",
    "I do not feel safe with my husband.",
    "I\u2019m locked in.",
    "He locks me in the bedroom.",
    "He keeps me from seeing my friends.",
    "He won\u2019t let me leave.",
    "I'm not allowed to go out without him.",
  ],
  "neglect-of-dependant": [
    "I leave my grandson alone in the flat all day while I'm at the pub.",
    "Some days I don't feed the children at all.",
    "I have stopped giving my husband his insulin.",
    "My mother hasn't been washed or fed in days and I can't face it.",
    "I lock the little one in his room so I can sleep.",
    "The baby goes hungry most nights.",
    "I've stopped looking after my wife; she just lies there in her own mess.",
    "I don't take him to the doctor even though he is very ill.",
  ],
};

// Denials, things that are over, other people's stories, idioms, pain, everyday speech.
const nonHits = [
  // denials
  "I have never wanted to die.",
  "I have never, ever wanted to die.",
  "I don\u2019t want to hurt myself.",
  "I would never hurt my children.",
  "I'm not suicidal.",
  "No thoughts of self-harm.",
  "No self harm. No suicidal thoughts.",
  "Suicidal thoughts: none.",
  "Self-harm: never.",
  "He has never hit me.",
  "He would never hurt me.",
  "We have been married 42 years and he has never raised a hand to me.",
  "I don't think I could ever hurt anyone.",
  "I don't have any thoughts of hurting myself or anyone else.",
  "I no longer think about ending my life.",
  "I would never take my own life; my faith matters too much.",
  "It's not that I want to die, I just want the pain to stop.",
  "I'm not going to hurt him.",
  "I am not afraid to go home.",
  "I don't think I am in danger.",
  "I feel safe at home with my husband.",
  // over and done
  "I used to want to die, but now I'm doing much better.",
  "When I was a teenager I cut myself, but that was forty years ago.",
  "I have a history of self-harm but haven't done it in years.",
  "I stopped cutting myself.",
  "Years ago I tried to kill myself.",
  "I attempted suicide when I was 16.",
  "My father beat me when I was a child.",
  // other people
  "My friend died by suicide last spring.",
  "We lost our son to suicide and I think about him every day.",
  "My husband committed suicide.",
  "She took her own life in 2019.",
  "My son told me he wanted to die.",
  "My son has been thinking about suicide and I'm so worried.",
  "My husband wanted to die at home, and he did.",
  "He went to sleep and never woke up.",
  "My husband died in March.",
  "Since Mom passed away the house is so quiet.",
  "My husband threatens to leave me.",
  // idioms and everyday speech
  "I\u2019m just killing time until the kids call.",
  "This job is killing me.",
  "The pain in my hip is killing me.",
  "I could kill for a coffee right now.",
  "I could murder a cup of tea.",
  "I'm dying to see my grandkids at Easter.",
  "I nearly died laughing.",
  "I was dead tired after the funeral.",
  "I shot myself in the foot with that decision.",
  "The news was a blow.",
  "It hit me hard when he was gone.",
  "Grief hit me like a truck.",
  "I was hit hard by the loss.",
  "My daughter hit the roof when I told her.",
  "He beat me at chess again.",
  "My husband beats me at Scrabble every night.",
  "My granddaughter beat me to it.",
  "My wife will kill me if she finds out I ate the cake.",
  "My wife will murder me if I forget the milk.",
  "My mom is going to kill me when she sees the car.",
  "It would kill my mother if she knew.",
  "He hurt me deeply when he left.",
  "He pushed me away after the baby died.",
  "My sister is always pushing me to go out more.",
  "My daughter keeps my money safe for me.",
  "I'd rather die than move into a nursing home.",
  "When my time comes I want to die at home, in my own bed.",
  "I hope I die before my husband.",
  "I hope to die peacefully in my sleep.",
  "I want to live to see my granddaughter married.",
  "I don't want to live alone.",
  "I don't want to live to be a hundred.",
  "I'm tired of living alone.",
  "I can't go on holiday this year.",
  "I can't go on pretending everything is fine.",
  "I don't want to go on a cruise.",
  "I don't want to wake up early.",
  "I want to join her book club.",
  "I want to end it with him; the marriage is over.",
  "I have been thinking about ending my marriage.",
  "I'm afraid to go home to an empty house.",
  "I'm scared to be home alone at night.",
  "I'm scared of losing my husband.",
  "I'm afraid of falling again, so I don't go out alone.",
  "I'm locked out of my account.",
  "Thinking about death is normal at my age.",
  // pain and accidents
  "I hurt my back lifting the laundry basket.",
  "My knees hurt when it rains.",
  "I cut myself shaving this morning.",
  "I cut myself on a tin can.",
  "I burned myself on the oven door.",
  "I fell and hurt myself in the garden.",
  "I was hit by a car last year.",
  "I feel like I'm dying of boredom at these meetings.",
  "I've been hurting since he died.",
  "I'm dying for a cup of tea.",
];

describe("safety screen: hits", () => {
  for (const category of safetyCategories) {
    it.each(hits[category])(`"%s" is ${category}`, (text) => {
      expect(screenText(text)).toContain(category);
    });
  }

  it("has at least eight realistic hits per category", () => {
    for (const category of safetyCategories) expect(hits[category].length).toBeGreaterThanOrEqual(8);
  });
});

describe("safety screen: not hits", () => {
  it.each(nonHits)(`"%s" is not flagged`, (text) => {
    expect(screenText(text)).toEqual([]);
  });

  it("has at least thirty non-hits", () => {
    expect(nonHits.length).toBeGreaterThanOrEqual(30);
  });

  it("flags nothing in empty or blank answers", () => {
    expect(screenText("")).toEqual([]);
    expect(screenText("   \n\t ")).toEqual([]);
  });
});

describe("safety screen: reading", () => {
  it("reads contractions and apostrophes any way they are typed", () => {
    for (const text of [
      "I don't want to live anymore.",
      "I don\u2019t want to live anymore.",
      "i dont want to live anymore",
      "I do not want to live anymore.",
      "I DON'T WANT TO LIVE ANYMORE",
      "I can't go on.",
      "I can\u2019t go on.",
      "i cant go on",
      "I cannot go on.",
      "I can not go on.",
    ]) {
      expect(screenText(text), text).toEqual(["suicidal-thoughts"]);
    }
  });

  it("keeps a denial to its own clause", () => {
    expect(screenText("I have never hurt myself. I want to die.")).toEqual(["suicidal-thoughts"]);
    expect(screenText("He has never hit me; I don't feel safe at home.")).toEqual(["danger-at-home"]);
    expect(screenText("I don't drink, but I cut myself.")).toEqual(["self-harm"]);
  });
});

describe("safety screen: results", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives categories once each, in the canonical order, and the answers that hit in input order", () => {
    const result = screenAnswers({
      q3: "He hits me when he drinks.",
      q1: "We walk the dog every morning.",
      q2: "Some nights I want to die.",
      q7: "I want to die. He threatens me too.",
      q4: "I'm afraid to go home.",
    });
    expect(result).toEqual({
      flagged: true,
      categories: ["suicidal-thoughts", "abuse", "danger-at-home"],
      matchedQuestionIds: ["q3", "q2", "q7", "q4"],
    });
  });

  it("reports nothing for ordinary answers", () => {
    expect(screenAnswers({ q1: "I miss him every day.", q2: "My daughter visits on Sundays." })).toEqual({
      flagged: false,
      categories: [],
      matchedQuestionIds: [],
    });
  });

  it("never carries the answers' words in its result, nor logs them", () => {
    const logs = (["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level));
    const canary = "canary-blue-heron I want to kill myself";
    const result = screenAnswers({ q1: canary, q2: "He beats me, canary-blue-heron." });
    expect(result.flagged).toBe(true);
    const json = JSON.stringify(result);
    expect(json).not.toContain("canary");
    expect(json).not.toContain("kill myself");
    expect(json).not.toContain("beats me");
    for (const spy of logs) expect(spy).not.toHaveBeenCalled();
  });

  // Reading 150,000 characters with wink-nlp takes about a second; on a loaded CI machine more than vitest's default 5 s.
  it("screens a full 30 x 5,000-character submission", () => {
    const filler =
      "Most mornings I walk to the shop, talk with the neighbours and water the roses. My knees hurt but I manage. ";
    const answers: Record<string, string> = {};
    for (let n = 1; n <= 30; n += 1) answers[`q${n}`] = filler.repeat(60).slice(0, 5000);
    const crisis = "Lately I have been thinking about ending my life.";
    answers.q17 = filler.repeat(60).slice(0, 5000 - crisis.length) + crisis;
    expect(Object.values(answers).join("").length).toBe(150_000);
    expect(screenAnswers(answers)).toEqual({
      flagged: true,
      categories: ["suicidal-thoughts"],
      matchedQuestionIds: ["q17"],
    });
    expect(screenText(Object.values(answers).join(" "))).toEqual(["suicidal-thoughts"]);
  }, 30_000);
});

describe("the phrase list", () => {
  it("is valid regular expressions, none matching empty text", () => {
    for (const phrase of safetyPhrases) {
      const regex = new RegExp(`(?:${phrase.pattern})`);
      expect(regex.test(""), phrase.pattern).toBe(false);
      expect(safetyCategories).toContain(phrase.category);
      for (const unless of [phrase.unlessFollowedBy, phrase.unlessPrecededBy]) {
        if (unless !== undefined) expect(() => new RegExp(unless), unless).not.toThrow();
      }
    }
  });

  it("covers every category", () => {
    for (const category of safetyCategories) {
      expect(safetyPhrases.some((phrase) => phrase.category === category)).toBe(true);
    }
  });
});

describe("safety screen: PHQ-9 item 9", () => {
  const calm = { "phq9-1": 2, "phq9-9": 0 };

  it("is a hard trigger above zero, whatever the written answers say", () => {
    expect(screenQuestionnaire({ responses: { q1: "I am managing." }, scales: { ...calm, "phq9-9": 1 } })).toEqual(["phq9-item-9"]);
    expect(screenQuestionnaire({ responses: {}, scales: { "phq9-9": 3 } })).toEqual(["phq9-item-9"]);
  });

  it("adds to the text screen and never replaces it: an item 9 of zero leaves a written hit standing", () => {
    const written = { q9: "Some nights I think everyone would be better off without me." };
    expect(screenQuestionnaire({ responses: written, scales: calm })).toEqual(["suicidal-thoughts"]);
    expect(screenQuestionnaire({ responses: written, scales: { ...calm, "phq9-9": 2 } })).toEqual(["suicidal-thoughts", "phq9-item-9"]);
    expect(screenQuestionnaire({ responses: { q1: "I am managing." } })).toEqual([]);
  });
});
