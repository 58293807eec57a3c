import type { WrittenFormType } from "~/shared/form-types";

/**
 * The themes the template drafter looks for in each written form. A
 * sentence joins a theme when it holds one of its terms (a word or its
 * lemma: "argue" also finds "arguing" and "argued") or a phrase, or when it
 * answers one of the theme's home questions (the bank asks about money in
 * marriage question 22, so an answer there is about money even without the
 * word). Ids are shared across forms where the guidance fits both, so
 * guidance-library has one entry per id.
 */
export type ThemeDefinition = {
  id: string;
  label: string;
  /** Single lower-case words, matched against a sentence's words and lemmas. */
  terms: readonly string[];
  /** Lower-case multi-word phrases, matched on lemmas and on words ("used to", "would like"). */
  phrases?: readonly string[];
  /** Question numbers whose answers belong to this theme. */
  questions: readonly number[];
  /** The form's own subject (the loss itself in a grief report): a report leads with it when it is found. */
  lead?: boolean;
};

export type { WrittenFormType };

const support = (questions: number[], label = "The people who support you"): ThemeDefinition => ({
  id: "support",
  label,
  terms: ["friend", "friends", "neighbor", "neighbour", "church", "pastor", "priest", "rabbi", "counselor", "counsellor", "therapist", "support", "group", "sister", "brother", "cousin", "visit", "help", "helped", "listen", "comfort"],
  phrases: ["turn to", "check on", "reach out"],
  questions,
});

const sleepEnergy = (questions: number[], label = "Sleep, energy and the body"): ThemeDefinition => ({
  id: "sleep-energy",
  label,
  terms: ["sleep", "slept", "asleep", "awake", "wake", "tired", "exhausted", "exhaustion", "energy", "rest", "nap", "bed", "night", "appetite", "eat", "meal", "weight", "walk", "body", "ache", "insomnia"],
  phrases: ["lie awake", "get up", "wear out"],
  questions,
});

const loneliness = (questions: number[], label = "Loneliness and pulling back"): ThemeDefinition => ({
  id: "loneliness",
  label,
  terms: ["lonely", "loneliness", "alone", "isolated", "isolate", "empty", "quiet", "silence", "nobody", "withdraw", "cancel", "avoid", "hide", "invisible"],
  phrases: ["by myself", "on my own", "no one", "keep to myself", "stay home", "stay in"],
  questions,
});

const changeLifeStage = (questions: number[], label = "Changes and a new stage of life"): ThemeDefinition => ({
  id: "change-life-stage",
  label,
  terms: ["change", "changed", "retire", "retirement", "retired", "move", "moved", "illness", "surgery", "hospital", "older", "age", "since", "different", "new", "anymore", "diagnose"],
  phrases: ["used to", "empty nest", "these days", "no longer"],
  questions,
});

const hopes = (questions: number[], label = "Hopes for the future"): ThemeDefinition => ({
  id: "hopes",
  label,
  terms: ["hope", "hopeful", "wish", "future", "dream", "plan", "someday", "again", "ahead", "goal", "better", "peace"],
  phrases: ["would like", "want to", "a year from now", "next year", "look forward"],
  questions,
});

const whatHelps = (questions: number[], label = "What already helps, even a little"): ThemeDefinition => ({
  id: "what-helps",
  label,
  terms: ["help", "helps", "lift", "walk", "outside", "outdoors", "garden", "music", "read", "book", "dog", "cat", "coffee", "routine", "pray", "breathe", "swim", "bake", "paint", "sun", "calm", "cope", "workshop"],
  phrases: ["a little", "for a while", "feel better"],
  questions,
});

const lowMood = (questions: number[], label = "How the low days feel"): ThemeDefinition => ({
  id: "low-mood",
  label,
  terms: ["low", "sad", "sadness", "heavy", "gray", "grey", "numb", "flat", "dark", "cry", "tear", "tears", "mood", "hopeless", "miserable", "fog", "blue", "anxious", "irritable"],
  phrases: ["not myself", "no point", "can not shake", "feel down", "pull me down", "bring me down", "get me down"],
  questions,
});

export const themeCatalog: Record<WrittenFormType, readonly ThemeDefinition[]> = {
  marriage: [
    {
      id: "communication",
      label: "How the two of you talk and listen",
      terms: ["talk", "listen", "speak", "conversation", "silence", "quiet", "hear", "understand", "discuss", "ignore", "explain", "hint", "nod"],
      phrases: ["shut down", "open up", "talk about", "talk to"],
      questions: [11, 12, 13, 18, 20],
    },
    {
      id: "conflict",
      label: "Disagreements and how they end",
      terms: ["argue", "argument", "fight", "quarrel", "disagree", "disagreement", "shout", "yell", "angry", "anger", "snap", "criticize", "criticise", "blame", "resent", "resentment", "tension", "frustrate", "frustrated", "irritate", "sulk", "storm", "slam", "sorry", "apologize"],
      phrases: ["make up", "walk away", "give in", "the silent treatment"],
      questions: [7, 14, 17],
    },
    {
      id: "trust",
      label: "Trust and honesty",
      terms: ["trust", "honest", "honesty", "lie", "secret", "betray", "betrayal", "affair", "faithful", "rely", "depend", "promise", "doubt", "suspicious", "cheat", "hide", "truth"],
      phrases: ["count on", "let me down"],
      questions: [],
    },
    {
      id: "closeness",
      label: "Closeness and affection",
      terms: ["close", "closeness", "affection", "affectionate", "intimacy", "intimate", "touch", "hug", "kiss", "hold", "warm", "distant", "distance", "love", "romance", "sex", "tender", "cuddle", "together", "date", "roommate", "roommates"],
      phrases: ["hold hands", "feel close", "drift apart"],
      questions: [8, 15, 16, 19],
    },
    {
      id: "family-caregiving",
      label: "Family and caregiving",
      terms: ["daughter", "son", "child", "children", "kid", "grandchild", "grandchildren", "grandson", "granddaughter", "mother", "father", "mom", "dad", "parent", "family", "relative", "caregiving", "caregiver", "sister", "brother", "in-law"],
      phrases: ["look after", "take care of", "care for"],
      questions: [24],
    },
    {
      id: "money-work",
      label: "Money, work and the daily load",
      terms: ["money", "bill", "bills", "budget", "spend", "spending", "save", "savings", "debt", "pay", "income", "pension", "job", "work", "career", "afford", "mortgage", "cost", "expense", "financial", "chore", "chores", "housework", "laundry", "dishes", "cook", "shift"],
      phrases: ["social security"],
      questions: [6, 22, 25],
    },
    changeLifeStage([5, 21, 23]),
    support([27, 28, 29], "Support outside the marriage"),
    hopes([10, 30]),
  ],
  "death-grief": [
    {
      id: "the-loss",
      label: "The loss itself",
      lead: true,
      terms: ["die", "died", "death", "pass", "passed", "loss", "funeral", "hospital", "hospice", "cancer", "stroke", "illness", "gone", "grave", "last", "diagnosis", "accident"],
      phrases: ["pass away", "the end"],
      questions: [1, 2, 3, 4],
    },
    {
      id: "guilt-regret",
      label: "Guilt, regret and things unsaid",
      terms: ["guilt", "guilty", "regret", "should", "sorry", "blame", "fault", "forgive", "unsaid", "unfinished", "chance", "goodbye", "wish", "angry", "anger"],
      phrases: ["if only", "never got", "did not get to", "should have"],
      questions: [7],
    },
    loneliness([8, 27], "Loneliness and the empty spaces"),
    {
      id: "daily-life",
      label: "Daily life without them",
      terms: ["morning", "evening", "routine", "cook", "house", "chore", "paperwork", "bill", "bills", "task", "car", "garden", "shop", "groceries", "insurance", "bank", "lawn", "table"],
      phrases: ["get through", "used to do"],
      questions: [5, 11, 20, 23],
    },
    {
      id: "memories-meaning",
      label: "Memories, faith and meaning",
      terms: ["remember", "memory", "memories", "photo", "photos", "picture", "story", "stories", "laugh", "meaning", "purpose", "faith", "god", "pray", "prayer", "church", "honor", "honour", "anniversary", "tradition", "legacy", "candle", "grave"],
      questions: [10, 16, 17, 29],
    },
    support([12, 13, 14, 19]),
    sleepEnergy([15], "Health, sleep and meals"),
    {
      id: "grief-waves",
      label: "When grief comes in waves",
      terms: ["wave", "waves", "trigger", "birthday", "holiday", "holidays", "christmas", "thanksgiving", "anniversary", "song", "smell", "place", "cry", "tears", "avoid", "suddenly", "surface", "hit", "hits"],
      phrases: ["out of nowhere", "catch me", "break down"],
      questions: [21, 22, 24, 25, 26],
    },
    hopes([28, 30], "Looking ahead"),
  ],
  depression: [
    { ...lowMood([1, 3, 21, 22]), lead: true },
    sleepEnergy([5, 6, 19]),
    {
      id: "inner-voice",
      label: "The way you speak to yourself",
      terms: ["useless", "failure", "fail", "failed", "worthless", "stupid", "weak", "lazy", "blame", "fault", "should", "think", "thought", "thoughts", "voice", "myself", "burden", "pathetic", "disappoint", "disappointment", "ashamed", "shame"],
      phrases: ["tell myself", "not good enough", "pull myself together"],
      questions: [8, 23],
    },
    loneliness([15, 25], "Pulling back from people"),
    {
      id: "lost-enjoyment",
      label: "The things you used to enjoy",
      terms: ["enjoy", "enjoyed", "interest", "hobby", "fun", "pleasure", "garden", "music", "read", "paint", "book", "club", "choir", "golf", "fish", "bake", "knit", "point"],
      phrases: ["used to", "no longer", "not anymore"],
      questions: [7],
    },
    support([13, 14, 16, 20]),
    changeLifeStage([2, 24, 27], "Changes that came before the low spell"),
    whatHelps([4, 11, 12, 18, 28]),
    hopes([9, 10, 30], "What feeling better would look like"),
  ],
  "mental-health-wellbeing": [
    {
      id: "stress",
      label: "What weighs on you",
      lead: true,
      terms: ["stress", "stressed", "pressure", "worry", "worried", "overwhelm", "overwhelmed", "anxious", "deadline", "busy", "juggle", "tension", "tight", "racing", "bill", "bills", "work", "job", "boss"],
      phrases: ["too much", "on edge", "can not switch off"],
      questions: [16, 17, 18, 24],
    },
    lowMood([1, 2, 4, 5], "Your mood and feelings"),
    sleepEnergy([7, 8, 9]),
    support([11, 12, 13], "The people around you"),
    loneliness([14, 15], "Loneliness and strained ties"),
    whatHelps([3, 10, 19, 20], "What already helps you cope"),
    hopes([21, 22, 23, 25], "What matters and what you would like to change"),
  ],
};
