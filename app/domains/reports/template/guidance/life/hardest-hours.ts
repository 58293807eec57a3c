import type { GuidanceBlock } from "../blocks/guidance-block";

/** The hours of the day people name as hardest, for every written form (issue 28). */
export const hardestHours: readonly GuidanceBlock[] = [
  {
    id: "hardest-hours",
    forms: ["death-grief", "depression", "marriage", "mental-health-wellbeing"],
    topic: "the hardest hours of the day",
    terms: ["afternoon", "afternoons", "evening", "evenings", "morning", "mornings", "suppertime", "dinnertime", "weekend", "weekends", "sundays", "o'clock", "dusk", "dark"],
    phrases: ["late afternoon", "early morning", "four o'clock", "five o'clock", "in the evening", "after dinner"],
    minScore: 5,
    weight: 0.9,
    about: [
      "You wrote about the times of day that are hardest for you.",
      "Your answers tell us that certain hours bring the heaviest feelings.",
      "In your answers, some hours of the day stand out as much harder than the rest.",
      "Certain times of day bring your heaviest feelings, you told us.",
    ],
    says: [
      [
        "Many people find one part of the day far harder than the rest: the first waking minutes, the late afternoon, the long evening. Often it is the time that used to be busy or shared. Knowing your hardest hour means you can plan for it.",
        "Hard hours tend to repeat. The body and mind remember old routines, and the empty slot where something used to happen can feel sharpest. A plan made in advance can give that hour a different shape.",
        "Most people have one time of day that is harder than the rest. For some it is waking, for others dusk or the long evening. It is often an hour that used to be busy or shared. Knowing which hour is yours lets you plan for it.",
        "The same hour tends to be hard day after day. The mind and body remember old routines, so the gap where something used to happen is felt most. Planning something for that hour can change how it feels.",
      ],
    ],
    tryThis: [
      "Plan one small, fixed thing for your hardest hour: a walk, a call, a task for your hands.",
      "Be somewhere else at that hour once this week: a library, a store, a friend's porch.",
      "Write down your hardest hour, and three small things to do in it, like a walk to the store.",
      "Save one small pleasure, like a library book or a favorite show, for your hardest hour.",
      "Play music or the radio at your hardest hour, so the room is not silent.",
      "Plan your hardest hour the night before, and write the plan down.",
      "Keep a short list of things for your hardest hour, and put it where you will see it.",
      "Do something with your hands at your hardest hour, such as cooking or gardening.",
    ],
    step: [
      "Choose one small thing to do at your hardest hour tomorrow, and write it down.",
      "Ask someone to call you at your hardest hour this week.",
      "Plan to be out of the house at your hardest hour once this week.",
      "Write down what you were doing the last time that hour felt a little easier.",
    ],
    ask: [
      "What used to happen at your hardest hour, and what could happen now?",
      "Who could share that hour with you, once a week?",
      "What helps, even a little, when that hour comes?",
      "What would you like your hardest hour to look like a month from now?",
    ],
  },
];
