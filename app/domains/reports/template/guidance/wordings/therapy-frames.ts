/**
 * Wordings of the "Preparing for therapy" page (the variety rule, ADR 0067): each client gets one of each, or some of a list
 * (four things to bring, three questions). Every intro speaks of taking the client's own words along, so the page says
 * to bring the report even when the "What to bring" list leaves that item out. New items go at the end (library ids).
 */
export const therapyFrames = {
  /** Said of the client's strongest themes, each citing its sentences; `{theme}` a theme's label. */
  whatYouWrote: [
    "You might bring what you wrote about {theme}, and read it aloud if saying it fresh feels hard.",
    "What you wrote about {theme} belongs in that conversation too.",
    "So does what you wrote about {theme}.",
  ],
  /**
   * More wordings of the three sentences above, one set per report (a set, since each sentence leans
   * on the one before it). Kept apart so the first set keeps its library id and review.
   */
  whatYouWroteMore: [
    [
      "Your words about {theme} are a good place to start; you can read them aloud if that is easier.",
      "What you told us about {theme} has a place there too.",
      "The same goes for your words on {theme}.",
    ],
    [
      "You could start with what you wrote about {theme}, reading it out if speaking freely feels hard.",
      "It may help to share what you wrote about {theme} as well.",
      "You could add a little about {theme}, too.",
    ],
    [
      "What you wrote about {theme} could open the first session; reading it aloud is fine.",
      "Your answers on {theme} could come up in that first talk too.",
      "And, if there is time, so could what you wrote about {theme}.",
    ],
    [
      "Bring your answers on {theme}: reading them out can be easier than finding new words.",
      "Your words on {theme} are worth bringing as well.",
      "There is room for what you wrote about {theme}, too.",
    ],
    [
      "It is fine to begin with your own words on {theme}, read straight from the page.",
      "Bring what you wrote about {theme} as well.",
      "Your answers about {theme} fit there too.",
    ],
    [
      "Your answers about {theme} can do some of the talking for you; read them aloud if you like.",
      "What you wrote about {theme} is worth sharing too.",
      "So is what you wrote about {theme}.",
    ],
  ],
  /** `{person}`: up to three people the client named, cited. */
  whoIsInYourLife: "It can help to say who is in your life: {person}.",
  peopleToName: "The names of the people you lean on[, such as {person},] and of anyone you are caring for.",
  intro: [
    "Many people put off a first appointment because they do not know what to say once they are in the room. You have already done much of the hard part: you put your experience into words. This page is about carrying those words into a conversation with someone trained to help.",
    "A first appointment can feel daunting, mostly because it is hard to know where to start. You have already started: your answers say a great deal. This page helps you take them with you.",
    "It is common to wonder what to say to a counselor at first. The good news is that you have already written much of it. Here is how to bring those words into the room.",
    "Taking this report to a first appointment can make the start easier. You will not have to find every word on the spot, because many of them are already here. This page shows how to use them.",
    "Many people find a first appointment easier with something in hand. This report can be that. The notes below suggest what else to bring and what to ask.",
    "You do not need the right words for a first appointment. Many of yours are already in these pages. This page is about taking them with you and using them.",
    "Starting with a counselor is easier when you have somewhere to begin. Your answers give you that. Below are a few ideas on what to bring and what to ask.",
    "Walking into a first appointment can feel like a lot. It helps to know you will not start from nothing: you have already put much of it into words. Here is how to carry them in.",
  ],
  /** More wordings of the list's first item, the report itself (`bring[0]`, which keeps its id and review). */
  bringReport: [
    "The pages of this report that rang truest; you can read from them or pass them across.",
    "This report, with the parts that felt most like you marked.",
    "This report, or just the pages you would like them to see.",
    "A copy of this report; you can point to the lines that matter most.",
    "This report, folded open at the page you most want to talk about.",
    "The parts of this report that felt right to you, to read from or hand over.",
  ],
  bring: [
    "This report, or the pages of it that felt most true. You can hand it over or read from it.",
    "A short note of what a hard day looks like for you now, and when things began to feel this way.",
    "A note of anything that has helped before, even for a short while, and anything that did not.",
    "One or two things you would like to be different in three months' time.",
    "A list of any questions you have been afraid to ask anyone else.",
    "A note of how you have been sleeping and eating lately.",
    "A few words about what you hope to get from talking with someone.",
    "A note of any big changes in your life over the past year or two.",
    "Your calendar, so you can book the next visit before you leave.",
    "A note of the times of day or of the week that are hardest for you.",
    "The names and numbers of your doctor and anyone else who helps with your health.",
    "A few words about what you would most like the counselor to understand about you.",
    "A note of what a better day looks like, even a small one.",
    "A note of what you would like to talk about first.",
    "A note of anything you find hard to say out loud, so you can hand it over instead.",
    "A short list of what matters most to you right now.",
    "Your insurance card and any forms the office sent you.",
    "A pen and paper, or your phone, to note what you want to remember.",
  ],
  ask: [
    "How do you usually work with someone in my situation, and what would our first few sessions look like?",
    "How will we know, together, whether this is helping?",
    "What can I do between sessions, and what should I do if things get harder before our next one?",
    "Have you worked with people going through something like this before?",
    "How often would we meet, and for how long, to begin with?",
    "What would you like me to tell you that I might leave out?",
    "What if something feels too hard to say out loud at first?",
    "How can I reach you, or someone else, between sessions if I need to?",
    "What will it cost, and what will my insurance cover?",
    "Is it all right to tell you when something you suggest does not fit me?",
    "Can someone close to me come to a session, if I want them to?",
    "What stays private between us, and are there any limits to that?",
    "What do you need from me to make this work?",
    "How will we decide what to work on first?",
    "Can we look at my answers in this report together?",
    "What happens if I need to miss a session or take a break?",
    "Do you offer sessions by phone or video, as well as in person?",
    "Would you ever talk with my doctor, and would you ask me first?",
  ],
  finding: [
    "To find someone, you might ask your doctor for a referral, call the member services number on your insurance card, ask whether your workplace has an employee assistance program, or look for a counseling center in your community or place of worship. It is fine to speak to two or three people before choosing. Feeling at ease with the person matters more than any particular method.",
    "Your doctor, your insurance card's member line, an employee assistance program at work, or a community or faith counseling center can all point you to someone. Talk to two or three before you choose; feeling at ease matters most.",
    "Good places to start are your doctor, the number on the back of your insurance card, a workplace assistance program, or a local counseling center. You are allowed to shop around. The right fit matters more than the method.",
    "Your doctor can often suggest a counselor, and so can the number on your insurance card or a workplace assistance program. Local counseling centers and places of worship may know good people too. It is fine to try more than one before you decide.",
    "Ask your doctor for a name, call the member line on your insurance card, or check whether your job offers an employee assistance program. Community and faith counseling centers can help too. Meeting two or three people before you choose is fine.",
    "There are several ways in: your doctor, the number on your insurance card, an assistance program at work, or a counseling center nearby. It is normal to try a couple of people. What matters most is that you feel at ease.",
    "A good first call is often to your doctor or to the number on your insurance card. Workplace programs and local or faith-based counseling centers can also help. You can talk with more than one person before you decide.",
    "If you are not sure where to look, start with your doctor or your insurance card's member line. A workplace assistance program or a community counseling center is another way in. Choose someone you feel comfortable with; that counts for more than any method.",
  ],
  awkward: [
    "If the first conversation feels awkward, that is common and it usually passes. You can say so out loud. Telling the person that this is hard to talk about is a good place to start.",
    "First sessions are often a little awkward, and that is fine. Saying this is hard for me to talk about is a perfectly good opening.",
    "Expect the first meeting to feel strange; most do. You can name that, and let the counselor take it from there.",
    "Few people feel at ease in a first session. You do not need to say everything at once. It is fine to start with whatever feels easiest and go from there.",
    "It is normal to feel unsure in a first session. You can say that it is hard to talk about, and let the counselor take it from there.",
    "Nerves at a first meeting are common and tend to ease with time. You can start small, even with one line from this report.",
    "A first session does not have to go smoothly. If words do not come, you can say so, or read something you wrote. That is a fine start.",
    "Many people feel shy or stiff at first, and it usually eases after a meeting or two. You set the pace, and you can share as much or as little as you like.",
  ],
} as const;
