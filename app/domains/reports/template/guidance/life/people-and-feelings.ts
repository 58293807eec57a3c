import type { GuidanceBlock } from "../blocks/guidance-block";

const LIFE = ["depression", "marriage", "mental-health-wellbeing"] as const;

/** Blocks on people and feelings, for the depression, marriage and wellbeing forms (issue 28). */
export const peopleAndFeelings: readonly GuidanceBlock[] = [
  {
    id: "life-burden",
    forms: LIFE,
    weight: 2,
    topic: "feeling like a burden",
    terms: ["burden", "nuisance", "useless", "bother"],
    phrases: ["in the way", "a burden", "be a bother", "put upon"],
    about: ["You wrote that you feel like a burden to the people around you.", "Your answers tell us that you worry about being a weight on others."],
    says: [
      [
        "Feeling like a burden is painful, and it is common when health, work or mood changes. Yet the people who love us usually do not see us that way. Most are glad to be asked, and being needed can give them meaning too.",
        "The sense of being a burden often says more about how low we feel than about how others see us. It can help to ask one person directly how they feel about helping. The answer is often kinder than we fear.",
      ],
    ],
    tryThis: ["Ask one person you lean on how they really feel about helping you.", "Think of one thing you still give to others, however small, and write it down."],
    step: ["Write down one thing you still give to the people around you."],
    ask: ["What would you say to someone you love who said they felt like a burden?", "What do you still give, that others would miss?"],
  },
  {
    id: "life-withdrawing",
    forms: LIFE,
    weight: 1.5,
    topic: "pulling back from people",
    terms: ["stopped", "cancel", "cancelled", "avoid", "withdrawn", "isolate", "excuses"],
    phrases: ["stay in my room", "not been to", "pull the curtain", "pull away", "pulled away", "stop go", "stopped going", "make excuse", "do not call", "stop answer", "keep to myself"],
    minScore: 3,
    about: ["You wrote about pulling back from people and places you used to be part of[, {place} among them].", "Your answers tell us you have been seeing people less and keeping more to yourself[, away from {place} too]."],
    says: [
      [
        "When we feel low, people can feel like too much effort, so we pull back: staying in your room, skipping the club or the meeting. It brings relief at first. Over time, though, the distance tends to make the low feeling worse, and going back feels harder.",
        "Pulling back is a natural response to strain, and often a quiet one: a missed meeting, a call not returned, a day spent in your room. It helps to notice it early, before the gap grows.",
      ],
      [
        "Going back does not have to be all at once. One short visit, one message, or showing up late and leaving early all count. Many people find others are simply glad to see them.",
        "A small step back in often works best: reply to one message, attend for half an hour, sit at the back. You can tell people as much or as little as you like.",
      ],
    ],
    tryThis: ["Send one short message to someone you have not answered.", "Go back to one group or meeting for a short time, and leave when you wish.", "Tell one person that you have been keeping to yourself."],
    step: ["Send one short message to someone you have drifted from.", "Pick one group you used to enjoy and find out when it next meets."],
    ask: ["Who do you miss most since you pulled back?", "What would make going back once feel possible?"],
  },
  {
    id: "life-irritable",
    forms: LIFE,
    weight: 1.3,
    topic: "a short temper",
    terms: ["snap", "snapped", "irritable", "temper", "yell", "yelled", "grumpy", "impatient", "angry", "anger"],
    phrases: ["short with", "lose my temper", "fly off the handle", "bite their head off"],
    minScore: 4,
    about: ["You wrote about a shorter temper than you would like.", "Your answers tell us that irritability has crept into your days."],
    says: [
      [
        "A short fuse is often a sign of strain rather than of who we are. Low mood, pain, poor sleep and worry all wear patience thin, and the people closest to us often get the worst of it.",
        "Irritability is one of the less talked-about signs that someone is worn down. It is common, and it usually eases as the strain underneath is dealt with.",
      ],
    ],
    tryThis: ["When you feel the snap coming, leave the room for two minutes.", "Afterward, say a short sorry and name the strain: I am worn out, it is not you.", "Notice what time of day the temper is shortest."],
    step: ["Pick a short phrase to use when the temper rises, such as: I need two minutes."],
    ask: ["What is usually underneath the snap?", "Who gets the brunt of it, and what would you like them to know?"],
  },
  {
    id: "life-keeping-it-in",
    forms: LIFE,
    topic: "keeping it to yourself",
    terms: ["pride", "proud", "tough", "weak", "men", "complain", "complainer"],
    phrases: ["my age", "keep it to myself", "keep thing to myself", "do not talk about", "not one to", "man up", "suck it up", "do not want to worry"],
    minScore: 3,
    about: ["You wrote that you tend to keep hard things to yourself.", "Your answers tell us that talking about how you feel does not come easily."],
    says: [
      [
        "Many people, and many men your age especially, were raised to keep it to themselves. It can feel like strength. But carrying it all alone is heavy, and it often shows up later as anger, poor sleep or drinking.",
        "Many of us learned young to keep it to ourselves and not be a complainer. Talking does not have to mean pouring everything out. It can start with one sentence to one person you trust.",
      ],
    ],
    tryThis: ["Say one true sentence about how you are to one person this week.", "Talk side by side, on a walk or a drive, if face to face feels hard.", "Write it down first, if saying it feels too much."],
    step: ["Write one true sentence about how you are doing, and decide who could hear it."],
    ask: ["Who taught you to keep things to yourself, and does that still serve you?", "Who could you say one true sentence to?"],
  },
  {
    id: "life-children",
    forms: LIFE,
    weight: 1.3,
    topic: "young children and the daily load",
    terms: ["kids", "toddler", "baby", "babies", "daycare", "bedtime", "diapers", "nap", "children", "preschool"],
    phrases: ["in front of the kid", "in front of the children", "the kid", "up at night"],
    minScore: 4,
    about: ["You wrote about the children and the daily load of caring for them.", "Your answers tell us that looking after young children takes most of what you have."],
    says: [
      [
        "Young children bring joy and a relentless load: broken nights, no time alone, and little left for each other. Many couples say the early years are the hardest on their relationship. That is common, not a failure.",
        "Exhaustion from caring for small children changes how we feel about everything. Resentment about who does what is one of the most common strains in couples with young kids.",
      ],
      [
        "Children notice tension, but they also learn from seeing adults repair it. A calm sorry, or we got upset and we are sorting it out, helps them feel safe. Trading one evening a week off each can help both parents.",
        "Sharing the load in writing often helps: who does bedtime, mornings, meals, nights. Each parent having a protected hour a week can make a real difference.",
      ],
    ],
    tryThis: ["Write down who does what at home in a normal week, and look at it together.", "Trade one protected hour a week each, with no child care.", "After an argument in front of the children, tell them calmly that you are sorting it out."],
    step: ["List who does what at home in a normal week, to look at together."],
    ask: ["What would one protected hour a week give you?", "What do you want the children to learn from how you two handle hard days?"],
  },
  {
    id: "life-grandchildren",
    forms: LIFE,
    topic: "grandchildren",
    weight: 1.3,
    terms: ["grandchild", "grandson", "granddaughter", "grandkids", "grandchildren", "great-grandson", "great-granddaughter", "grandbaby"],
    // A son's or daughter's children, as people name them: "our daughter Laura and her two boys".
    phrases: ["her two boys", "her two girls", "her boys", "her girls", "his two boys", "his two girls", "his boys", "his girls"],
    about: ["You wrote about {person|your grandchildren} and the place they have in your life.", "Your answers tell us that {person|a grandchild} matters a great deal to you."],
    says: [
      [
        "Grandchildren can be a real source of joy and meaning. Time with them, even by phone or video, can lift a hard week. Sharing your stories and skills with them gives them something lasting.",
        "Being a grandparent is a role that can grow even when others shrink. A regular call, a letter, or teaching one small skill can make the bond stronger.",
      ],
    ],
    tryThis: ["Set a regular time to call or see {person|a grandchild}.", "Write down one story or skill you would like {person|them} to have from you."],
    step: ["Plan one call or visit with {person|a grandchild} this week."],
    ask: ["What do you most want {person|your grandchildren} to know about you?", "What do you enjoy most about time with {person|them}?"],
  },
  {
    id: "life-faith",
    forms: LIFE,
    topic: "faith",
    terms: ["god", "church", "faith", "pray", "prayer", "pastor", "mosque", "temple", "synagogue", "bible", "spiritual"],
    minScore: 4,
    about: ["You wrote about faith and the place it has in your life now.", "Your answers tell us that faith is part of how you meet hard times."],
    says: [
      [
        "Faith can be a deep support in hard times, and it can also feel far away when we are low. Both are common. A faith community can offer company and practical help, not only belief.",
        "For many people, prayer, worship or a faith community steadies them. When mood is low, even these can feel hard to reach. Returning in a small way, a short prayer or one service, often helps.",
      ],
    ],
    tryThis: ["Spend five quiet minutes each day in prayer or reflection.", "Talk with a faith leader you trust about how you have been.", "Attend one service or gathering this month."],
    step: ["Set aside five quiet minutes for prayer or reflection."],
    ask: ["What part of your faith holds you up right now?", "Who in your faith community could you tell how you really are?"],
  },
  {
    id: "life-fear-ahead",
    forms: LIFE,
    topic: "fear of what is coming",
    terms: ["afraid", "scared", "fear", "frightened", "dread", "terrified"],
    phrases: ["what be come", "what is coming", "worst case", "what if"],
    minScore: 4,
    about: ["You wrote about fear of what may be coming.", "Your answers tell us that worry about the future weighs on you."],
    says: [
      [
        "Fear of what is ahead can fill the present with things that have not happened. The mind tries to prepare for every possibility, which is exhausting. It helps to separate what you can plan for from what you cannot control.",
        "When the future feels uncertain, many people lie awake running through what might happen. Naming the fear plainly, and the one step you could take toward it, often makes it smaller.",
      ],
    ],
    tryThis: ["Write the fear down in one sentence. Underneath, write one thing you can do about it and one thing you cannot.", "Give worry a set fifteen minutes a day, and park it outside that time."],
    step: ["Write your biggest fear in one sentence, then one small thing you can do about it."],
    ask: ["What part of what you fear is within your reach?", "Who could you share this fear with?"],
  },
  {
    id: "life-resentment",
    forms: ["marriage"],
    weight: 1.3,
    topic: "resentment and forgiveness",
    terms: ["resent", "resentment", "forgive", "forgiveness", "forgiven", "unfair", "grudge", "betrayed", "affair"],
    phrases: ["never forgive", "let it go", "keep score", "hold it against"],
    minScore: 3,
    about: ["You wrote about resentment, and about forgiveness and whether it is possible.", "Your answers tell us that old hurts still sit between you."],
    says: [
      [
        "Resentment grows when hurts are not talked about, or when one person feels they carry more than their share. It often shows up as coldness or sharp remarks rather than words. Naming it calmly is usually the first step.",
        "Forgiveness is not pretending nothing happened. It is a slow choice to stop letting the hurt run the relationship, usually after it has been heard and owned. It cannot be rushed, and it does not need to be.",
      ],
      [
        "A couples counselor can help when the same hurt keeps coming back. Many couples find it easier to talk about old wounds with a third person in the room.",
        "It can help for each of you to say one hurt and one hope, without the other answering back, and then swap. Short, regular talks tend to work better than one long one.",
      ],
    ],
    tryThis: ["Write down the hurt that still stings most, and what you would need to feel heard about it.", "Ask for a short, calm talk about one hurt, with an agreed end time.", "Look for a couples counselor if the same hurt keeps returning."],
    step: ["Write down the one hurt that still stings most, and what would help you feel heard."],
    ask: ["What would you need to begin to let go of this hurt?", "What would forgiveness change, and what would it not change?"],
  },
  {
    id: "life-family-pattern",
    forms: LIFE,
    topic: "family patterns",
    terms: ["father", "dad", "mother", "mom", "parents", "grew", "childhood", "raised"],
    phrases: ["my father", "my dad", "my mother", "his mother", "her mother", "grow up", "just like"],
    minScore: 9,
    about: ["You wrote about your family, and about patterns that seem to run through it.", "Your answers tell us that family history and family ties are part of what weighs on you."],
    says: [
      [
        "We often carry patterns from the families we grew up in: how to handle money, anger, work or hard feelings. Seeing a parent's pattern in ourselves can be painful. It is also the first step to choosing differently.",
        "Family ties shape us long after we leave home. A parent, or a partner's parent, can still stir strong feelings. It helps to notice what is theirs, and what is yours to carry.",
      ],
    ],
    tryThis: ["Write down one pattern you saw growing up that you would like to keep, and one you would like to change.", "Talk with a sibling or old friend about what they remember."],
    step: ["Write down one family pattern you would like to keep and one you would like to change."],
    ask: ["What did your family teach you about hard times, and do you still agree?", "What would you like to pass on differently?"],
  },
];
