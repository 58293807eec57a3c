/**
 * Wordings of the Catharsis Report's own paragraphs (the variety rule, ADR 0067, and ADR 0077):
 * each paragraph is a few sentences, and each sentence has several wordings, most of them naming
 * something the client wrote: `{first}` their first name, `{lead}` the theme they wrote most
 * about, `{theme}` another of their themes, `{topic}` a topic their words selected, `{person}`
 * someone they named, `{lost}` and `{since}` who died and how long ago. A wording whose slots the
 * client's answers cannot fill is passed over (`personal-frames.ts`), so no fixed paragraph reads
 * the same in most reports of a form. The disclaimers, the help-now pages and the contents keep
 * their one wording.
 */
export const catharsisFrames = {
  thanks: [
    [
      "Thank you, {first}, for the time and care you gave to your answers.",
      "Thank you for writing so openly about {lead}.",
      "Thank you for trusting us with what you wrote about {lead}.",
      "We are grateful for your answers, and most of all for what you wrote about {theme}.",
      "Thank you for the care you gave to your answers.",
    ],
    [
      "Writing about {lost} is not easy, and you found the words.",
      "Putting {topic} into words is real work, and you did it.",
      "Few people find words for {theme}, and you found many.",
      "It takes courage to write about {lead}, and you did.",
    ],
    [
      "This report is built from your words.",
      "This report is built from your words, {first}.",
      "This report is built from your words, most of all those on {theme}.",
      "Everything here starts from what you wrote, down to {topic}.",
      "Everything in these pages starts from what you wrote.",
      "We have built this report around your own sentences.",
    ],
  ],
  notDiagnosis: [
    [
      "This report does not tell you what is wrong with you.",
      "Nothing here is a verdict on you, {first}.",
      "This is not a test result or a label.",
      "Nothing in these pages is a verdict on you.",
    ],
    [
      "It reflects back what you told us about {lead} and {theme}, with ideas others have found useful.",
      "We mirror back what you wrote about {theme}, and add ideas that have helped others.",
      "It is a careful reading of your answers on {topic}, with ideas many people have found useful.",
      "It gives back what you wrote about {lead}, and adds a few ideas to try.",
    ],
    [
      "When we guess at what something means, take it as a guess: you know your life best.",
      "Our guesses about meaning are only guesses; you are the one who knows.",
      "Where we suggest a meaning, hold it lightly: you are the expert on your own life.",
      "What we say {topic} might mean is only a guess; you are the expert on your own life.",
      "Hold what we say about {theme} lightly: you know your life best.",
    ],
  ],
  pace: [
    [
      "Please read it at your own pace, {first}.",
      "There is no need to read it all in one sitting.",
      "Take it slowly; a few pages at a time is plenty.",
      "Read it in whatever order suits you.",
    ],
    [
      "The pages on {lead} may be hard; put them down when you need to.",
      "If the part about {theme} stings, set it aside and come back another day.",
      "Some pages, like those on {topic}, may be hard to read.",
      "It is fine to read the page on {theme} with someone you trust beside you.",
    ],
  ],
  closing: [
    [
      "With warm wishes, from all of us who read your answers.",
      "With care, from the team who read every word.",
      "Warmly, from the people who read your answers.",
      "With our best wishes for the weeks ahead, {first}.",
      "With kind regards, from all of us at Catharsis.",
    ],
  ],
  howToRead: [
    [
      "The next pages take your answers one theme at a time, starting with {lead}.",
      "What follows goes theme by theme, from {lead} to {theme}.",
      "In the pages that follow, we go through your answers theme by theme, beginning with {lead}.",
    ],
    [
      "Your own sentences sit in tinted blocks, word for word, with their question numbers.",
      "Wherever you see a tinted block, those are your own words, unchanged.",
      "Your sentences are set apart in tinted blocks, exactly as you wrote them.",
      "Your own sentences sit in tinted blocks, exactly as you wrote them, in the pages on {theme} as in the rest.",
      "What you wrote about {topic} appears in tinted blocks, word for word.",
    ],
  ],
  whatComesAfter: [
    [
      "After the themes come what keeps you going, some patterns, and a plan for the next three days.",
      "Later sections look at what has carried you, at patterns in your answers, and at a three-day plan.",
      "Once the themes are done, you will find what keeps you going, some patterns, and three small steps.",
    ],
    [
      "The plan starts from what you wrote about {topic}.",
      "The first steps of the plan answer what you wrote about {topic}.",
      "The plan's first step speaks to {topic}.",
      "The last pages hold ideas for the weeks ahead, a page on therapy, and where to turn in a hurry.",
    ],
  ],
  howMade: [
    [
      "We joined your words on {lead} to guidance our team wrote for people in hard times.",
      "This report joins what you wrote about {theme} to guidance written for people facing hard times.",
      "We combined your answers with guidance our team wrote for hard seasons.",
    ],
    [
      "A person on our team read it and checked each quotation against your answers.",
      "Before it reached you, someone on our team checked every quotation against what you wrote.",
      "A member of our team read it through and checked every quotation.",
      "A member of our team read it through and checked every quotation, including those on {topic}.",
      "A person on our team checked each quotation about {theme} and the rest against your answers.",
    ],
  ],
  order: [
    [
      "{Lead} comes first because you wrote most about it, not because it matters most.",
      "The themes follow how much you wrote about each, so {lead} comes first.",
      "We placed {lead} first by how often it came up, which is not the same as how much it matters.",
    ],
    [
      "If one line you wrote about {topic} matters more, trust that over our order.",
      "Only you know which matters most, so read them in the order that feels right.",
      "Something you wrote once, perhaps about {topic}, may matter more than anything else here.",
    ],
  ],
  strengthsIntro: [
    [
      "Hard times narrow our view to what hurts, {first}.",
      "When life is hard, it is easy to see only what is going wrong.",
      "It can be hard to see your own strengths when you are struggling.",
    ],
    [
      "Your answers about {theme} also show things that have kept you going.",
      "Yet what you wrote about {theme} also shows strengths that have carried you.",
      "We saw several strengths in your answers, and we want to name them.",
    ],
  ],
  writingIsStrength: [
    [
      "You also put {lead} into words, honestly and in detail.",
      "You wrote about {theme} honestly and in detail, which many people cannot do.",
      "And you put hard things into words, {first}, which many people cannot do.",
    ],
    [
      "What we can describe, we can begin to change.",
      "Naming what is happening is often the first step in changing it.",
      "That matters: it is easier to change what we can describe.",
      "Now that you have put {topic} into words, it is easier to change.",
      "What you can describe about {theme}, you can begin to change.",
    ],
  ],
  strengthsCard: [
    [
      "On a hard day, these strengths are easy to forget.",
      "Strengths like these are worth remembering on the harder days, {first}.",
      "Keep one of these in sight for the days when {lead} weighs most.",
      "On a hard day with {topic}, these strengths are easy to forget.",
    ],
    [
      "Copy one onto a card by the kettle or the mirror.",
      "A note in your wallet or on the fridge can keep one in view.",
      "You might write one on a card and keep it where you will see it.",
      "You might write one on a card for the hard days with {topic}.",
      "Keep one on a card where you will see it, {first}.",
    ],
  ],
  supportsEarly: [
    [
      "Support helps most when it is in place early.",
      "It is easier to lean on people who know you may need them, {first}.",
      "Supports work best when they are used before they are needed.",
    ],
    [
      "You might tell {person} what they mean to you, and that you may call a bit more.",
      "If {person} has helped, you might say so, and ask to lean on them a little more.",
      "If someone has helped you, you might tell them so, and ask to call on them more.",
      "Letting a helper know you may call more often is a good first step.",
    ],
  ],
  patternsIntro: [
    [
      "Please read this part lightly: a pattern is not a diagnosis.",
      "This part is offered carefully, {first}: patterns are not labels.",
      "We offer these with care; they are not diagnoses.",
    ],
    [
      "These are threads that seemed to run through what you wrote about {lead} and {theme}.",
      "They are simply things that came up more than once, around {theme}.",
      "Some may fit what you wrote about {topic} and some may not.",
      "Keep the ones that ring true and let the others go.",
      "Keep what rings true about {topic}, and let the rest go.",
    ],
  ],
  patternsFeed: [
    [
      "What you wrote about {lead} and {theme} may pull on each other.",
      "A hard stretch with {theme} can make {lead} harder, and round it goes.",
      "Strain in one area, such as {topic}, often spills into another.",
      "Patterns like these often feed one another.",
    ],
    [
      "The hopeful side is that easing one, even a little, tends to ease the rest.",
      "That also means a small change in one place can loosen things elsewhere.",
      "So a small change in one place can ease things in another.",
      "So a small change around {topic} can ease things elsewhere.",
      "So easing {theme} a little may ease the rest.",
    ],
  ],
  patternQuestions: [
    ["When does this pattern tend to show up: which days, which times, with whom?", "What is usually happening just before it starts?", "What has made it a little easier, even once?", "What would I notice first if it began to change?"],
    ["On which days does this show up most, and with whom?", "What tends to come just before it?", "When was it a little lighter, and what was different then?", "What would be the first sign that it is changing?"],
    ["Where and when am I when this happens?", "What sets it off, most of the time?", "What has helped, even for an hour?", "Who would notice first if it eased?"],
  ],
  planIntro: [
    [
      "Here are three small steps, {first}, one for each of the next three days.",
      "This plan is short on purpose: one small step a day for three days.",
      "Big changes start with small steps, and this plan has three.",
    ],
    [
      "Each grows out of something you told us, such as {topic}, and fits in half an hour.",
      "Each answers what you wrote, starting with {lead}, and takes half an hour or less.",
      "Each is tied to your answers on {theme} or {lead}, and none should take more than half an hour.",
      "Each one rests on something you wrote and fits in half an hour or less.",
    ],
  ],
  planTooBig: [
    [
      "Make it smaller: five minutes counts, and one line counts.",
      "Shrink it until it feels possible; two minutes is a start.",
      "Cut it down; a smaller step taken beats a big one put off.",
    ],
    [
      "If you miss a day, carry the step to the next one.",
      "Missed a day? Simply start again tomorrow.",
      "This plan is meant to be kind, not one more thing to fall behind on.",
    ],
  ],
  planAfter: [
    [
      "After the third day, note what you did, not what you missed.",
      "When the three days are over, look at what you managed, {first}.",
      "At the end of the three days, notice what you did rather than what you did not.",
    ],
    [
      "One line on how the step about {topic} felt will guide what comes next.",
      "A line on how each step felt will show which to keep.",
      "Write a line on what the steps did for {lead}, if anything.",
      "Write a line on what the steps did for {lead}, if anything.",
      "Note in a line whether the steps touched {theme} at all.",
    ],
  ],
  weeksIntro: [
    [
      "After the first three days, keep going at a gentle pace.",
      "The weeks after are about small, steady steps, {first}.",
      "Once the first days are behind you, the aim is to keep going gently.",
    ],
    [
      "Pick one or two ideas a week and leave the rest.",
      "Choose what feels possible; nothing here is required.",
      "There is no need to do all of them; let the rest wait.",
      "Pick the ones that fit {topic} and let the rest wait.",
      "Choose one or two that speak to {theme}; nothing here is required.",
    ],
  ],
  record: [
    [
      "Keep one line a day about what you tried for {lead}.",
      "A simple log can help: one line a day about {theme} and what you tried.",
      "Try one line a day, on paper or on your phone, about what you did.",
    ],
    [
      "Read it back after four weeks; change is easier to see on paper.",
      "After a month, it often shows more change than you felt.",
      "Reading it back later often shows more progress than it felt like at the time.",
      "Read it back after a month to see what changed with {topic}.",
      "After four weeks, it often shows more change in {theme} than you felt.",
    ],
  ],
  setbacks: [
    [
      "Expect some bad days; a hard week does not undo the good ones.",
      "Progress with {lead} is rarely a straight line, and a bad week is not a failure.",
      "Setbacks are part of any change, {first}.",
      "A hard week, with {theme} or anything else, does not wipe out the weeks before it.",
    ],
    [
      "If things keep getting worse, please talk to a doctor or counselor soon.",
      "If the trend is downward for more than two weeks, speak to a doctor or counselor.",
      "If things get steadily worse, talk to a doctor or counselor sooner rather than later.",
      "If things with {topic} keep getting worse, talk to a doctor or counselor soon.",
      "If things with {theme} weigh more each week, speak to a doctor or counselor.",
    ],
  ],
  monthEnd: [
    [
      "At the end of the month, take half an hour to look back at {lead} and {theme}.",
      "After four weeks, look back: what did you try for {topic}, and what helped?",
      "When the month ends, look back at what you tried and what made a difference.",
    ],
    [
      "That list will teach you more than this report can.",
      "Your notes are the best guide to what works for you.",
      "What you find is a good thing to share with a counselor or friend.",
      "What you find about {topic} is worth sharing with a counselor or friend.",
      "Your notes on {theme} are a good guide, and worth sharing with a counselor.",
    ],
  ],
} as const;

/**
 * The Catharsis Report's other sentences that name what the client wrote, as library wordings
 * (ADR 0080): the provider reviews each once, and a reviewer reads what fills its slots
 * (`{count}` and `{form}` the questions answered, `{themes}` and `{topics}` lists, `{question}` a
 * reference, `{theme}` a theme, `{first}`, `{lost}`, `{since}`, `{they}` as in the frames above).
 */
export const catharsisLines = {
  lost: [
    "We read every word you wrote about {lost}[, and about the {since} since {they} died].",
    "[In the {since} since {lost} died, ]you have carried a great deal, and your answers show it.",
    "Your answers are full of {lost}, and of the life you shared.",
  ],
  standsOut: "You answered {count} questions of the {form}. Reading them, what stood out most was what you wrote about {themes}.",
  topics: "We also paid close attention to {topics}, and each has its own words in the pages ahead.",
  stayedWithUs: [
    "One sentence, from your answer to {question}, stayed with us, and we come back to it in the pages on {theme}.",
    "Your answer to {question} held a sentence that stayed with us; we return to it in the pages on {theme}.",
    "One sentence in particular stayed with us, from {question}, and the pages on {theme} come back to it.",
  ],
  gathered: "Your answers gathered around {count}: {themes}.",
  cameUpOnce: "This came up in one of your sentences, in your answer to {question}.",
  cameUp: "This came up in {count} of your sentences, most clearly in your answers to {question}.",
} as const;
