/**
 * Wordings of the Catharsis Report's own paragraphs (the variety rule, ADR 0067): each client gets
 * one of each, chosen by `choose`, so no fixed paragraph reads the same in most reports of a form.
 * The disclaimers, the help-now pages and the contents keep their one wording.
 */
export const catharsisFrames = {
  thanks: [
    "Thank you for the time and the care you gave to your answers. Writing honestly about the hardest parts of life is not easy, and many people never find the words. You did, and this report is built from them.",
    "Thank you for trusting us with your answers. It takes courage to write about a hard season, and you wrote with honesty and care. Everything in these pages starts from your words.",
    "We are grateful for the answers you gave us. Putting a hard time into words is real work, and you did it. This report grows out of what you wrote.",
    "Thank you for writing to us so openly. Few people find words for the hardest parts of their lives, and you found many. We have built this report around them.",
  ],
  notDiagnosis: [
    "This report does not tell you what is wrong with you, and it does not try to. It reflects back what you told us, in your own words, and offers some ways of thinking about it that many people in similar situations have found useful. Where we suggest a meaning, we hold it lightly: you are the expert on your own life.",
    "Nothing here is a verdict on you. We mirror back what you wrote, and add ideas that have helped others in times like yours. When we guess at what something means, take it as a guess. You know your life best.",
    "This is not a test result or a label. It is a careful reading of your answers, with ideas that many people have found useful. Our guesses about meaning are only guesses; you are the one who knows.",
  ],
  pace: [
    "Please read it at your own pace. If a part of it is hard to read, it is fine to put it down and return another day, or to read it with someone you trust. Nothing in here needs to be done perfectly, or all at once.",
    "There is no need to read it all in one sitting. Some pages may be hard. Put it down when you need to, and come back when you are ready, alone or with someone you trust.",
    "Take it slowly. A few pages at a time is plenty. If something stings, set it aside and return to it another day; none of this has to be done at once.",
    "Read it in whatever order and at whatever speed suits you. It is fine to stop halfway, to skip ahead to the plan, or to read a hard page with a friend beside you.",
  ],
  closing: [
    "With warm wishes, from all of us who read your answers.",
    "With care, from the team who read every word.",
    "Warmly, from the people who read your answers.",
    "With our best wishes for the weeks ahead.",
    "With kind regards, from all of us at Catharsis.",
  ],
  howToRead: [
    "In the pages that follow, we go through your answers theme by theme. Your own sentences are set apart in tinted blocks, exactly as you wrote them, with the number of the question they answered. Around them we offer some reflections and a few ideas you might try.",
    "The next pages take your answers one theme at a time. Your sentences appear in tinted blocks, word for word, with their question numbers. Our reflections and suggestions sit around them.",
    "What follows is organized by theme. Wherever you see a tinted block, those are your own words, unchanged, marked with the question they answered. The rest is our response to them.",
  ],
  whatComesAfter: [
    "After the themes come the strengths and supports you already have, a few patterns worth noticing, and a short plan for the next three days. Then there are ideas for the weeks ahead, a page on preparing for therapy, and where to turn if you need help quickly. Some people read the plan first and come back to the rest later; that is fine too.",
    "Later sections look at your strengths, at patterns in your answers, and at a three-day plan. After that come ideas for the coming weeks, a page about therapy, and the numbers to call if you need help fast. Reading the plan first is fine too.",
    "Once the themes are done, you will find your strengths, some patterns, and three small steps for the next three days. The last pages hold ideas for the weeks ahead, help with getting ready for therapy, and where to turn in a hurry.",
  ],
  howMade: [
    "A word on how this report was made. It was put together from your answers and from a library of guidance written for people going through hard seasons. A member of our team reads it, checks every quotation against your answers, and revises it before it reaches you.",
    "How was this made? We combined your answers with guidance our team wrote for people in hard times. A person on our team then read it, checked each quotation against what you wrote, and made changes before sending it.",
    "This report joins your own words to guidance we have written for people facing hard times. Before it reached you, someone on our team read it through and checked every quotation against your answers.",
  ],
  order: [
    "The themes are in the order your answers gave them weight, not in order of importance. Something you mentioned only once may matter more to you than anything else here; if so, trust that over the order of these pages.",
    "We placed the themes by how often they came up, which is not the same as how much they matter. If one line you wrote matters most, trust that over our order.",
    "The order of the themes follows how much you wrote about each. Only you know which matters most, so read them in the order that feels right.",
  ],
  strengthsIntro: [
    "When life is hard, it is easy to see only what is going wrong. Yet most people who write answers like yours are also showing, often without noticing, the strengths that have carried them this far. Here are some we saw in what you wrote.",
    "Hard times narrow our view to what hurts. But your answers also show things that have kept you going. Here are some of the strengths we noticed.",
    "It can be hard to see your own strengths when you are struggling. We saw several in your answers, and we want to name them.",
  ],
  writingIsStrength: [
    "Just as importantly, you took the time to put your experience into words, honestly and in detail. That is itself a strength: it is much easier to change what we can describe.",
    "You also wrote about your life honestly and in detail. That matters. What we can describe, we can begin to change.",
    "And you put hard things into words, which many people cannot do. Naming what is happening is often the first step in changing it.",
  ],
  strengthsCard: [
    "Strengths like these are worth remembering on the days when everything feels hard. You might copy one of them onto a card and keep it where you will see it.",
    "On a hard day, these strengths are easy to forget. Writing one on a card by the kettle or the mirror can help it stay in view.",
    "Keep one of these in sight for the harder days: on a note in your wallet, or on the fridge.",
  ],
  supportsEarly: [
    "Supports work best when they are used before they are needed. If there is someone in your life who helps, it may be worth telling them so, and asking whether you can lean on them a little more for the next few weeks.",
    "Support helps most when it is in place early. If someone has helped you, you might tell them, and ask if you can call on them a bit more over the next few weeks.",
    "It is easier to lean on people who know you might. Letting a helper know what they mean to you, and that you may call more often, is a good first step.",
  ],
  patternsIntro: [
    "This part is offered carefully. Patterns are not diagnoses, and none of what follows names a condition or says what is wrong. They are simply things that seemed to repeat in your answers, which you might want to watch for in the weeks ahead. You may recognize some and not others.",
    "Please read this part lightly. A pattern is not a diagnosis. These are simply things that seemed to come up more than once in your answers. Some may fit and some may not.",
    "We offer these with care. They are not labels, only threads that seemed to run through what you wrote. Keep the ones that ring true and let the others go.",
  ],
  patternsFeed: [
    "Patterns like these often feed one another. A hard stretch in one part of life can make another part harder, and the two can keep each other going. The good news in that is that a small change in one place can ease things in another.",
    "These threads can pull on one another. Strain in one area often spills into another. That also means a small change in one place can loosen things elsewhere.",
    "Often one hard thing makes another harder, and round it goes. The hopeful side is that easing one of them, even a little, tends to ease the rest.",
  ],
  patternQuestions: [
    ["When does this pattern tend to show up: which days, which times, with whom?", "What is usually happening just before it starts?", "What has made it a little easier, even once?", "What would I notice first if it began to change?"],
    ["On which days does this show up most, and with whom?", "What tends to come just before it?", "When was it a little lighter, and what was different then?", "What would be the first sign that it is changing?"],
    ["Where and when am I when this happens?", "What sets it off, most of the time?", "What has helped, even for an hour?", "Who would notice first if it eased?"],
  ],
  planIntro: [
    "Big changes start with small steps. This plan has three of them, one for each of the next three days. Each is tied to something you wrote, and each should take no more than half an hour.",
    "Here are three small steps, one for each of the next three days. Each grows out of something you told us, and none should take more than half an hour.",
    "This plan is short on purpose: one small step a day for three days. Each one answers something in your answers and fits in half an hour or less.",
  ],
  planTooBig: [
    "Make it smaller. Five minutes counts. Writing a single sentence counts. If a day goes by without the step, simply pick it up the next day: this plan is meant to be kind, not another thing to fall behind on.",
    "Shrink it. Two minutes is a start. One line is a start. If you miss a day, carry the step to the next one. The plan is here to help, not to judge.",
    "Cut it down until it feels possible. A smaller step taken beats a big one put off. Missed a day? Simply start again tomorrow.",
  ],
  planAfter: [
    "At the end of the three days, take a moment to notice what you did, not what you did not do. You might write one line about how each step felt. That note will help you choose what to keep doing in the weeks after.",
    "When the three days are over, look at what you managed rather than what you missed. One line on how each step felt will guide what comes next.",
    "After the third day, pause. Note what you did and how it felt, in a line or two. That is how you will know which steps to keep.",
  ],
  weeksIntro: [
    "Once the first three days are behind you, the aim is to keep going gently. The ideas below are spread over four weeks. There is no need to do all of them; choose one or two each week that feel possible, and let the rest wait.",
    "After the first three days, keep going at a gentle pace. Here are ideas for the next four weeks. Pick one or two a week and leave the rest.",
    "The weeks after are about small, steady steps. Below are four weeks of ideas. Choose what feels possible; nothing here is required.",
  ],
  record: [
    "It can help to keep a simple record: a notebook by the bed, or a note on your phone, with one line a day about what you tried and how it felt. After a month, reading it back often shows more progress than it felt like at the time.",
    "A simple log can help: one line a day, on paper or on your phone, about what you tried. After a month, it often shows more change than you felt.",
    "Try keeping one line a day about what you did and how it went. Read it back after four weeks; progress is easier to see on paper.",
  ],
  setbacks: [
    "Setbacks are part of any change. A hard week does not undo the weeks before it. If you notice things getting steadily worse rather than better, that is a good reason to talk to a doctor or counselor sooner rather than later.",
    "Expect some bad days. One hard week does not wipe out the good ones. But if things keep getting worse, please talk to a doctor or counselor soon.",
    "Progress is rarely a straight line, and a bad week is not a failure. If the trend is downward for more than a couple of weeks, speak to a doctor or counselor.",
  ],
  monthEnd: [
    "At the end of the month, set aside half an hour to look back. Which ideas did you try? Which made a difference, however small? Which would you like to keep? The answers will tell you more about what helps you than any report can, and they make a good starting point for a conversation with a counselor or someone you trust.",
    "When the month ends, take half an hour to look back. What did you try, what helped, and what will you keep? Your answers are the best guide to what works for you, and a good thing to share with a counselor.",
    "After four weeks, look back for a little while. Note what you tried and what made any difference. That list will teach you more than this report can, and it is worth showing to a counselor or friend.",
  ],
} as const;
