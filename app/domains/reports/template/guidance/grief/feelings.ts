import type { GuidanceBlock } from "../blocks/guidance-block";

/** Grief blocks about the feelings people write of: guilt, anger, relief, shame, a shaken faith (issue 28). */
export const griefFeelings: readonly GuidanceBlock[] = [
  {
    id: "grief-guilt",
    forms: ["death-grief"],
    topic: "guilt and the if-onlys",
    terms: ["guilt", "guilty", "regret", "fault", "forgive", "forgiving", "failed", "blame"],
    phrases: ["if only", "should have", "hang up on", "hung up on", "too late", "call him back", "call her back", "never tell", "never told", "what i miss", "i promise"],
    about: [
      "You wrote about guilt, and about the moments you keep going back to.",
      "Your answers hold a good deal of guilt, and some if-onlys that keep returning.",
      "You told us about things you wish had gone differently, and the guilt that comes with them.",
    ],
    says: [
      [
        "Guilt is one of the most common feelings in grief. The mind goes back over the last days and finds the moment it would change. That search is a sign of how much you cared. It is not proof that you failed.",
        "Almost everyone who grieves finds an if-only. A short call, a harsh word, a visit put off. These moments feel huge now because the story ended there. They were never meant to be the last word, and they do not sum up your love.",
      ],
      [
        "It can help to ask what you would say to a friend who told you the same thing. Most of us are far kinder to others than to ourselves. You might try giving yourself that same kindness, even for a minute.",
        "Hindsight knows what you could not know then. You made choices with what you had that day. Writing the moment down, and then writing what you would say to a friend about it, can loosen its grip a little.",
      ],
    ],
    tryThis: [
      "Write the moment you keep going back to. Then write what a kind friend would say to you about it.",
      "Write a letter to {lost|the one you lost} saying what you wish you had said.",
      "Tell one trusted person about the guilt, out loud, even briefly.",
    ],
    step: [
      "Write down the moment you keep going back to, then write what you would say to a friend who told you about it.",
      "Write a short letter to {lost|the one you lost} with the words you wish you had said.",
    ],
    ask: ["What would you say to a friend who carried the guilt you carry?", "If {lost|the one you lost} could answer your if-only, what might {they|they} say?"],
  },
  {
    id: "grief-anger",
    forms: ["death-grief"],
    weight: 1.2,
    topic: "anger",
    terms: ["angry", "anger", "rage", "furious", "mad", "scream", "resent", "resentment"],
    phrases: ["so angry", "walk out", "walked out", "blow up", "fed up"],
    about: [
      "You wrote about anger, and about who and what it is aimed at.",
      "Your answers carry real anger, and you named where it goes.",
      "You told us that anger is a large part of your grief now.",
    ],
    says: [
      [
        "Anger is a normal part of grief, though people rarely say so. It can be aimed at the illness, at doctors, at God, at family, at the person who died, or at yourself. Anger often stands guard over deep hurt.",
        "Many grieving people are surprised by how angry they feel. Anger can feel safer than sadness, and it often carries a sense that something unfair happened. It needs somewhere to go that does no harm.",
      ],
      [
        "Anger held in tends to leak out in other places. Moving the body helps many people: a fast walk, pulling weeds, hitting a pillow, shouting in the car. So does saying it to someone who will not argue with it.",
        "Giving anger a safe outlet can lower the pressure: a brisk walk, hard work in the yard, writing an angry letter you never send. A counselor can help you sort out what the anger is protecting.",
      ],
    ],
    tryThis: [
      "Write an angry letter you will never send. Say all of it. Then tear it up or keep it, as you wish.",
      "When the anger rises, walk fast for ten minutes before you decide anything.",
      "Tell one person: you do not need to fix this, I just need to say I am angry.",
    ],
    step: ["Write an angry letter you will not send, and say everything in it.", "Take a fast ten-minute walk the next time the anger rises."],
    ask: ["What is your anger protecting, underneath?", "Where could your anger go that would do you no harm?"],
  },
  {
    id: "grief-relief",
    forms: ["death-grief"],
    weight: 1.5,
    topic: "relief, and guilt about it",
    terms: ["relief", "relieved"],
    phrases: ["not suffer anymore", "not suffering", "no longer suffering", "over at last"],
    about: [
      "You wrote about feeling relief, and about how that feeling sits with you.",
      "Your answers mention relief alongside the grief.",
    ],
    says: [
      [
        "Relief after a death is common, especially after a long illness or a hard stretch. It is relief that the suffering, the waiting or the struggle is over. It does not mean you loved the person any less.",
        "Many people feel relief and then feel guilty for it. The two can sit side by side with grief. Relief is often a sign of how long and how hard you carried things.",
      ],
    ],
    tryThis: ["Write down what the relief is about: what ended, and what you no longer have to carry.", "Tell one person who will not judge that part of you feels relieved."],
    step: ["Write one line about what ended, and let the relief be there without arguing with it."],
    ask: ["What did you carry for so long that you can now set down?", "Can relief and love both be true for you, at the same time?"],
  },
  {
    id: "grief-stigma",
    forms: ["death-grief"],
    weight: 1.5,
    topic: "how other people react, and shame",
    terms: ["shame", "ashamed", "shameful", "whisper", "whispered", "judge", "judged", "pity", "pitied", "stigma", "flinch", "gossip"],
    phrases: ["look at me", "the way people look", "do not mention", "not mention him", "not mention her", "change the subject", "how he died", "how she died", "room go quiet", "be pity"],
    about: [
      "You wrote about how people react to the way {lost|the one you lost} died, and about shame.",
      "Your answers tell us that other people's looks and silences have added to your grief.",
      "You told us that some people now treat you differently, and that shame has crept in.",
    ],
    says: [
      [
        "Some losses carry a stigma: people whisper, look away, or go quiet. That stigma is about their fear and their lack of words. It says nothing true about {lost|the one you lost}, or about you.",
        "When a death is one people find hard to talk about, the family often ends up carrying the silence. Being looked at differently can feel like a second loss. The shame you feel was put on you. It is not yours to keep.",
      ],
      [
        "You are allowed to choose what you tell, and to whom. A short answer such as, it was very sudden and we miss {them|them} every day, is a full answer. With safe people, you can say it all.",
        "It can help to find a few people who can hear the whole story without flinching. Groups of families who lost someone the same way are often such places. You do not owe anyone else the details.",
      ],
    ],
    tryThis: [
      "Write a short sentence you can use when someone asks how {they|the person} died, so you are not caught off guard.",
      "Make a list of the people who can hear the whole truth without flinching. Spend more time with them.",
      "Say {lost|their} name out loud to someone this week.",
    ],
    step: ["Write the one sentence you will use when people ask how {lost|the one you lost} died.", "Call the person who does not flinch when you talk about the death."],
    ask: ["Whose reaction hurt the most, and what would you like them to have said?", "What would it take to say how {lost|the one you lost} died without feeling ashamed?"],
  },
  {
    id: "grief-faith",
    forms: ["death-grief"],
    topic: "faith shaken",
    terms: ["god", "church", "faith", "pray", "prayer", "pastor", "priest", "sermon", "believe", "heaven", "mass", "lord", "bible", "congregation", "temple", "synagogue", "mosque"],
    phrases: ["bible study", "coffee hour"],
    minScore: 4,
    about: [
      "You wrote about your faith and your church, and about how the loss has touched them.",
      "Your answers tell us that faith and church have been part of your grief, not always in a comforting way.",
    ],
    says: [
      [
        "Grief can shake faith, even a faith of a lifetime. Many believers feel angry at God, or far from the church they loved. This is an old part of grieving. The Psalms are full of people arguing with God.",
        "A loss can make prayer feel empty, or make church hard to walk into. For some, this lasts a season; for others it changes what they believe. Either way, doubt and anger are not the end of faith.",
      ],
      [
        "If a person at church said something that hurt, you may want to talk with a pastor or faith leader you trust, one to one. Many faith leaders are glad to hear hard questions. You can also keep your faith in private for a while, in your own words.",
        "You do not need to choose between going back and staying away. Some people find a quiet church on a weekday, or a different service, easier than a full Sunday. A faith leader you trust can sit with questions that have no quick answers.",
      ],
    ],
    tryThis: [
      "Write a prayer, or a letter to God, that says exactly how angry or lost you feel.",
      "Ask a faith leader you trust for a private talk about your questions.",
      "Visit a quiet church or place of worship at a time when few people are there.",
    ],
    step: ["Write a short, honest prayer or letter to God, saying exactly how you feel.", "Ask one faith leader you trust for a private talk."],
    ask: ["What would you most like to ask God right now?", "What part of your faith, if any, still holds you up?"],
  },
];
