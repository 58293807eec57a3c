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
  /** `{person}`: up to three people the client named, cited. */
  whoIsInYourLife: "It can help to say who is in your life: {person}.",
  peopleToName: "The names of the people you lean on[, such as {person},] and of anyone you are caring for.",
  intro: [
    "Many people put off a first appointment because they do not know what to say once they are in the room. You have already done much of the hard part: you put your experience into words. This page is about carrying those words into a conversation with someone trained to help.",
    "A first appointment can feel daunting, mostly because it is hard to know where to start. You have already started: your answers say a great deal. This page helps you take them with you.",
    "It is common to wonder what to say to a counselor at first. The good news is that you have already written much of it. Here is how to bring those words into the room.",
    "Taking this report to a first appointment can make the start easier. You will not have to find every word on the spot, because many of them are already here. This page shows how to use them.",
    "Many people find a first appointment easier with something in hand. This report can be that. The notes below suggest what else to bring and what to ask.",
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
  ],
  finding: [
    "To find someone, you might ask your doctor for a referral, call the member services number on your insurance card, ask whether your workplace has an employee assistance program, or look for a counseling center in your community or place of worship. It is fine to speak to two or three people before choosing. Feeling at ease with the person matters more than any particular method.",
    "Your doctor, your insurance card's member line, an employee assistance program at work, or a community or faith counseling center can all point you to someone. Talk to two or three before you choose; feeling at ease matters most.",
    "Good places to start are your doctor, the number on the back of your insurance card, a workplace assistance program, or a local counseling center. You are allowed to shop around. The right fit matters more than the method.",
    "Your doctor can often suggest a counselor, and so can the number on your insurance card or a workplace assistance program. Local counseling centers and places of worship may know good people too. It is fine to try more than one before you decide.",
  ],
  awkward: [
    "If the first conversation feels awkward, that is common and it usually passes. You can say so out loud. Telling the person that this is hard to talk about is a good place to start.",
    "First sessions are often a little awkward, and that is fine. Saying this is hard for me to talk about is a perfectly good opening.",
    "Expect the first meeting to feel strange; most do. You can name that, and let the counselor take it from there.",
    "Few people feel at ease in a first session. You do not need to say everything at once. It is fine to start with whatever feels easiest and go from there.",
  ],
} as const;
