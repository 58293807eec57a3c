import type { GuidanceBlock } from "../blocks/guidance-block";

/** Grief blocks about how the death came and who died (issue 28). Our own words, to docs/report-style.md. */
export const howTheyDied: readonly GuidanceBlock[] = [
  {
    id: "grief-overdose",
    forms: ["death-grief"],
    lead: true,
    topic: "a death from an overdose",
    terms: ["overdose", "overdosed", "fentanyl", "heroin", "opioid", "opioids", "naloxone", "narcan", "sponsor", "relapse", "relapsed"],
    phrases: ["clean for", "be clean", "was using", "when he was using", "when she was using"],
    about: [
      "You wrote that {lost|the one you lost} died of an overdose[, {since} ago].",
      "You told us that an overdose took {lost|the one you lost}[, and that it has been {since}].",
      "Your answers tell us that {lost|the one you lost} died of an overdose.",
    ],
    says: [
      [
        "A death from an overdose is a loss like no other. Many parents and partners lived for years between hope and fear. When the death comes, it can bring grief for the person and grief for the future you kept hoping for.",
        "Losing someone to an overdose often means grieving two people at once: the person you loved, and the person the struggle took over. Both griefs are real, and both deserve room.",
      ],
      [
        "Substance use is a health problem, not a failure of love or of character. Nothing you did or did not do makes you the cause. People who lost someone this way often say the same hard questions come back at night. It helps to hear other families say them out loud too.",
        "The drugs of today are far more deadly than they used to be, and many who die had been trying hard to stay well. A long stretch of recovery before the end is common. It does not mean the recovery was false. It means the danger was very great.",
      ],
    ],
    tryThis: [
      "Look for a group for families who lost someone to drugs. GRASP (Grief Recovery After a Substance Passing) meets in many towns and online.",
      "Write down three things about {lost|the one you lost} that had nothing to do with drugs.",
      "Decide what you will say when someone asks how {they|the person} died. A short, true sentence you have chosen can make the question easier to face.",
    ],
    step: [
      "Look up one group for families who lost someone to an overdose, and write down when it meets.",
      "Write one page about {lost|the one you lost} at their best, for no one but you.",
    ],
    ask: [
      "What would you want people to know about {lost|the one you lost} that the way {they|they} died leaves out?",
      "Who in your life can hear the word overdose without flinching, and how could you see more of them?",
    ],
  },
  {
    id: "grief-suicide",
    forms: ["death-grief"],
    lead: true,
    topic: "a death by suicide",
    terms: ["suicide"],
    phrases: ["take his own life", "take her own life", "took his own life", "took her own life", "end his life", "end her life", "ended his life", "ended her life"],
    about: [
      "You wrote that {lost|the one you lost} died by suicide.",
      "Your answers tell us that {lost|the one you lost} took their own life.",
    ],
    says: [
      [
        "A death by suicide leaves a particular kind of grief. The questions of why, and of what could have been done, can be loud and can last a long time. They are a very common part of this loss, not a sign that you are grieving wrongly.",
        "After a suicide, many people carry the shock, the searching for reasons, and a quiet fear of being judged, all at once. That is a great deal to hold, and no one should hold it alone.",
      ],
      [
        "Groups for people bereaved by suicide exist in many places, and the American Foundation for Suicide Prevention lists them. Many people say these groups were the first place they felt understood. If thoughts of your own death come to you, please call or text 988.",
        "Being with others who lost someone the same way can ease the sense of being set apart. The American Foundation for Suicide Prevention keeps a list of such groups. If your own grief ever turns to thoughts of not being here, please call or text 988.",
      ],
    ],
    tryThis: [
      "Find one group for people bereaved by suicide, in person or online.",
      "Write down the questions that keep coming back, and take them to a counselor who knows this kind of loss.",
      "Save 988 in your phone, next to the number of one person you trust.",
    ],
    step: ["Find one group for people bereaved by suicide and note when it meets.", "Save 988 in your phone beside the number of one person you trust."],
    ask: ["Which of the questions about why could you set down, even for one day?", "Who could you tell the whole story to, without leaving out how it ended?"],
  },
  {
    id: "grief-sudden",
    forms: ["death-grief"],
    lead: true,
    topic: "a sudden death",
    terms: ["sudden", "suddenly", "accident", "unexpected", "unexpectedly", "crash", "collapsed", "shock"],
    phrases: ["heart attack", "no warning", "without warning", "out of nowhere", "never get to say", "never got to say", "found him", "found her", "in shock"],
    within: [1, 2, 3, 6, 9, 25],
    about: [
      "You wrote about how suddenly the loss came, and about the shock of it.",
      "Your answers describe a death that came with little or no warning, and the shock that followed.",
    ],
    says: [
      [
        "When a death comes without warning, the mind is often a step behind. Many people say they knew it in their head for months before they felt it was true. Numbness and shock at first are a kind of protection, not a lack of love.",
        "A sudden loss takes away the chance to prepare and to say goodbye. It is common for the mind to replay the last day again and again, looking for a different ending. That replaying tends to ease with time and with telling.",
      ],
    ],
    tryThis: [
      "Tell the story of the last day to one person who can listen without fixing it.",
      "Write a goodbye letter, saying the things there was no time to say.",
    ],
    step: ["Write a short goodbye letter, with the words there was no time to say."],
    ask: ["If you could have had one more hour, what would you have said first?", "What would you like to remember about the last good day, rather than the last day?"],
  },
  {
    id: "grief-expected",
    forms: ["death-grief"],
    lead: true,
    topic: "a death after a long illness",
    terms: ["hospice", "cancer", "diagnosis", "diagnosed", "terminal", "illness", "disease", "alzheimer's", "dementia"],
    phrases: ["heart failure", "know it be come", "knew it was coming", "last year of", "the last weeks", "for the last"],
    within: [1, 2, 3, 5, 9],
    about: [
      "You wrote about the long illness before the death, and what those months asked of you.",
      "Your answers tell of an illness that came before the death, and of watching it unfold.",
    ],
    says: [
      [
        "When a death follows a long illness, grief often starts long before the end. Many people say they said goodbye a little at a time. That earlier grieving does not make the loss smaller when it comes, and it can leave you more tired than you expected.",
        "Knowing a death is coming does not make it easy. Some people feel they should be more ready than they are. Others feel worn down from months of watching and hoping. Both are common.",
      ],
    ],
    tryThis: [
      "Write about who {lost|the one you lost} was before the illness, so that time is not lost behind it.",
      "Let yourself rest without a reason. Long illnesses take a toll on the people who watch them.",
    ],
    step: ["Write a few lines about {lost|the one you lost} before the illness, on an ordinary good day."],
    ask: ["Which memory from before the illness would you like to keep closest?", "What did those long months ask of you that no one has thanked you for?"],
  },
  {
    id: "grief-child",
    forms: ["death-grief"],
    lead: true,
    weight: 2,
    topic: "the death of a child",
    terms: ["son", "daughter", "child", "boy", "girl", "youngest", "oldest"],
    within: [1, 2, 3],
    about: [
      "You wrote about losing your child, {lost|the one you lost}.",
      "Your answers tell us that the one you lost is your child, {lost|your child}.",
      "You told us about {lost|your child}, your child, and about losing {them|them}.",
    ],
    says: [
      [
        "The death of a child, at any age, goes against the order we expect from life. Parents often say it is the loss they feared most. It makes sense if the grief feels larger and slower than anything you have known.",
        "Losing a child, even a grown child, can shake the very sense that the world makes sense. Many parents say that they are still a mother or a father, and always will be. Their love simply has nowhere to go for a while.",
      ],
      [
        "The Compassionate Friends is a group run by parents who have lost a child. It has local chapters and online meetings, and many parents say it was the first place they did not have to explain.",
        "Other parents who have lost a child can offer something no one else can. The Compassionate Friends runs local and online meetings for them, at no cost.",
      ],
    ],
    tryThis: [
      "Look up the nearest chapter of The Compassionate Friends, or one of their online meetings.",
      "Say {lost|your child}'s name out loud to someone this week, and tell one story.",
      "Keep one thing of {their|their} where you can touch it each day.",
    ],
    step: ["Look up one meeting of The Compassionate Friends, near you or online.", "Tell one story about {lost|your child} to someone who will listen."],
    ask: ["What do you want others to keep remembering about {lost|your child}?", "Where do you still feel like {lost|your child}'s parent, in a way that comforts you?"],
  },
  {
    id: "grief-spouse",
    forms: ["death-grief"],
    lead: true,
    topic: "losing a spouse after a long marriage",
    terms: ["wife", "husband", "married", "marriage", "widow", "widower", "honeymoon", "spouse"],
    phrases: ["year together", "years together", "we be a team"],
    within: [1, 2, 3, 8, 10],
    about: [
      "You wrote about {lost|your spouse} and about the many years you shared as a couple.",
      "Your answers tell of a long marriage to {lost|your spouse}, and of a life built together.",
    ],
    says: [
      [
        "After a long marriage, much of daily life was shared without either of you thinking about it. Who cooked, who drove, who paid the bills, who asked how your day went. When that goes, grief shows up in a hundred small gaps each day.",
        "A long marriage shapes who we are. Many widows and widowers say they lost not only a partner but a part of themselves: the one who was known so well by someone. Finding your way as one person takes time.",
      ],
      [
        "Many people find it helps to talk with others who lost a spouse. Widowed groups meet through churches, hospices and senior centers. Hospices often offer grief support free of charge, even to families they did not serve.",
        "It can help to meet others who lost a husband or wife, so you do not have to explain. Local hospices often run free grief groups, open to anyone in the community.",
      ],
    ],
    tryThis: [
      "Call a local hospice and ask about their grief groups. Most are free and open to anyone.",
      "Take over one small thing {lost|your spouse} used to do, and do it your own way.",
      "Tell someone what you miss most about an ordinary evening together.",
    ],
    step: ["Call a local hospice and ask when their next grief group meets.", "Write down one small daily task {lost|your spouse} used to do, and plan how you will handle it."],
    ask: ["What part of your shared life would you like to carry on in your own way?", "Who are you now, apart from being {lost|your spouse}'s partner, and who would you like to become?"],
  },
  {
    id: "grief-caregiving",
    forms: ["death-grief"],
    lead: true,
    topic: "caregiving before the death",
    terms: ["caregiver", "caregiving", "caretaker"],
    phrases: ["take care of", "took care of", "care for", "cared for", "memory care", "care home", "nursing home", "look after", "looked after"],
    about: [
      "You wrote about the years of caring for {lost|the one you lost} before the death.",
      "Your answers tell us that you were a caregiver for a long time before the loss.",
    ],
    says: [
      [
        "Caregivers often grieve twice: slowly, as the person changes, and again when they die. After the death, the days can feel strangely empty. The work that filled every hour is gone, and with it a role you may have held for years.",
        "When caregiving ends, many people feel lost. They miss the person, and they also miss being needed. Some feel relief and then guilt about the relief. All of this is a normal part of the end of a long stretch of care.",
      ],
    ],
    tryThis: [
      "List the things you did as a caregiver that took strength. Read the list when guilt comes.",
      "Choose one thing you set aside during the caregiving years and try it again, in a small way.",
    ],
    step: ["Write down three hard things you did as a caregiver, and what each one took from you."],
    ask: ["What did caring for {lost|them} teach you about yourself?", "What did you set aside during those years that you might take up again?"],
  },
];
