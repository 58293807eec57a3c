import type { GuidanceBlock } from "../blocks/guidance-block";

const LIFE = ["depression", "marriage", "mental-health-wellbeing"] as const;

/** Blocks on fear of what is coming, resentment and family patterns; the end of life/people-and-feelings, split by length (issue 28). */
export const fearHurtAndFamily: readonly GuidanceBlock[] = [
  {
    id: "life-fear-ahead",
    forms: LIFE,
    topic: "fear of what is coming",
    terms: ["afraid", "scared", "fear", "frightened", "dread", "terrified"],
    phrases: ["what be come", "what is coming", "worst case", "what if"],
    minScore: 4,
    about: [
      "You wrote about fear of what may be coming.",
      "Your answers tell us that worry about the future weighs on you.",
      "In your answers, fear about the future stands out.",
      "Worry about what lies ahead is part of what you told us.",
    ],
    says: [
      [
        "Fear of what is ahead can fill the present with things that have not happened. The mind tries to prepare for every possibility, which is exhausting. It helps to separate what you can plan for from what you cannot control.",
        "When the future feels uncertain, many people lie awake running through what might happen. Naming the fear plainly, and the one step you could take toward it, often makes it smaller.",
        "Fear of the future can fill today with things that have not happened. The mind tries to get ready for everything, and that is tiring. It helps to sort what you can plan for from what you cannot change.",
        "Uncertain times often bring long nights of going over what might happen. Writing the fear down in plain words, with one step you could take, tends to make it smaller.",
      ],
    ],
    tryThis: [
      "Write the fear down in one sentence. Underneath, write one thing you can do about it and one thing you cannot.",
      "Give worry a set fifteen minutes a day, and park it outside that time.",
      "When the fear comes, name three things you can see around you, to come back to now.",
      "Tell one person the fear in plain words, and ask them just to listen.",
      "Write down one time you got through something you feared, and how.",
      "Keep news and online searches about what you fear to once a day.",
      "Write down what you would do if the feared thing happened, step by step.",
      "Plan one small, pleasant thing for tomorrow, to give the mind somewhere else to go.",
    ],
    step: [
      "Write your biggest fear in one sentence, then one small thing you can do about it.",
      "Set a fifteen-minute worry time tomorrow, and save your worries for it.",
      "Tell one person your biggest fear about the future, in plain words.",
      "Write one step you could take this week toward what worries you most.",
    ],
    ask: [
      "What part of what you fear is within your reach?",
      "Who could you share this fear with?",
      "What is the most likely outcome, rather than the worst one?",
      "What has helped you get through uncertain times before?",
    ],
  },
  {
    id: "life-resentment",
    forms: ["marriage"],
    weight: 1.3,
    topic: "resentment and forgiveness",
    terms: ["resent", "resentment", "forgive", "forgiveness", "forgiven", "unfair", "grudge", "betrayed", "affair"],
    phrases: ["never forgive", "let it go", "keep score", "hold it against"],
    minScore: 3,
    about: [
      "You wrote about resentment, and about forgiveness and whether it is possible.",
      "Your answers tell us that old hurts still sit between you.",
      "In your answers, old hurts and resentment between you stand out.",
      "Resentment, and whether forgiveness can happen, came up in what you told us.",
    ],
    says: [
      [
        "Resentment grows when hurts are not talked about, or when one person feels they carry more than their share. It often shows up as coldness or sharp remarks rather than words. Naming it calmly is usually the first step.",
        "Forgiveness is not pretending nothing happened. It is a slow choice to stop letting the hurt run the relationship, usually after it has been heard and owned. It cannot be rushed, and it does not need to be.",
        "Resentment builds when hurts go unspoken, or when one partner feels they carry more. It often comes out as coldness or sharp words. Naming it calmly is usually where change begins.",
        "Forgiving does not mean acting as if nothing happened. It is a slow choice to stop letting a hurt steer the marriage, most often after it has been heard and owned. It takes the time it takes.",
      ],
      [
        "A couples counselor can help when the same hurt keeps coming back. Many couples find it easier to talk about old wounds with a third person in the room.",
        "It can help for each of you to say one hurt and one hope, without the other answering back, and then swap. Short, regular talks tend to work better than one long one.",
        "Some hurts return no matter how often they are talked over. That is where a couples counselor can help. A calm third person can help each of you say the hard thing and be heard.",
        "Try taking turns: each of you names one hurt and one hope while the other just listens. Short talks, held often, usually go better than one long one.",
      ],
    ],
    tryThis: [
      "Write down the hurt that still stings most, and what you would need to feel heard about it.",
      "Ask for a short, calm talk about one hurt, with an agreed end time.",
      "Look for a couples counselor if the same hurt keeps returning.",
      "Tell your partner one thing they did lately that you were grateful for.",
      "Notice when resentment shows up as coldness, and name it to yourself.",
      "Take turns for five minutes each: one hurt and one hope, with no answering back.",
      "Write down the hurt in a letter you will not send.",
      "Tell your partner one small thing that would help you feel more cared for.",
    ],
    step: [
      "Write down the one hurt that still stings most, and what would help you feel heard.",
      "Ask your partner for a short talk this week, with a set end time.",
      "Look up one couples counselor near you and write down their number.",
      "Write down one hope you have for the two of you.",
    ],
    ask: [
      "What would you need to begin to let go of this hurt?",
      "What would forgiveness change, and what would it not change?",
      "What do you most need your partner to understand about the hurt?",
      "What would a fair share look like between the two of you?",
    ],
  },
  {
    id: "life-family-pattern",
    forms: LIFE,
    topic: "family patterns",
    terms: ["father", "dad", "mother", "mom", "parents", "grew", "childhood", "raised"],
    phrases: ["my father", "my dad", "my mother", "his mother", "her mother", "grow up", "just like"],
    minScore: 9,
    about: [
      "You wrote about your family, and about patterns that seem to run through it.",
      "Your answers tell us that family history and family ties are part of what weighs on you.",
      "In your answers, family history and patterns that run through your family come up.",
      "Your family, and what it handed down, is part of what you told us.",
    ],
    says: [
      [
        "We often carry patterns from the families we grew up in: how to handle money, anger, work or hard feelings. Seeing a parent's pattern in ourselves can be painful. It is also the first step to choosing differently.",
        "Family ties shape us long after we leave home. A parent, or a partner's parent, can still stir strong feelings. It helps to notice what is theirs, and what is yours to carry.",
        "The families we grow up in teach us ways of dealing with money, anger, work and feelings. Noticing a parent's habit in ourselves can sting. It is also what makes it possible to choose a new way.",
        "Family bonds keep shaping us long after childhood. A parent, or a partner's parent, can still stir up strong feelings. It helps to sort what belongs to them from what is yours to carry.",
      ],
    ],
    tryThis: [
      "Write down one pattern you saw growing up that you would like to keep, and one you would like to change.",
      "Talk with a sibling or old friend about what they remember.",
      "Notice one moment this week when an old family habit shows up in you.",
      "Write a short note to yourself about one family habit you are glad you left behind.",
      "Ask an older relative what family life was like when they were young.",
      "Write down one strength your family gave you.",
      "Notice one moment when you chose a new way instead of the old one, and write it down.",
      "Talk with your partner or a friend about one habit you want to pass on.",
    ],
    step: [
      "Write down one family pattern you would like to keep and one you would like to change.",
      "Write down one thing your family did well that you want to keep.",
      "Call a sibling, cousin or old friend and ask what they remember of those years.",
      "Pick one small thing you will do differently from how it was done at home.",
    ],
    ask: [
      "What did your family teach you about hard times, and do you still agree?",
      "What would you like to pass on differently?",
      "Which family habit do you see in yourself most clearly?",
      "What do you want the next generation to learn from you?",
    ],
  },
];
