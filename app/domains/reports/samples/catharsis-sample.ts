import type { ReportContent } from "../pdf/report-content";
import { crisisNote, facts, h, list, note, p, plan, quote } from "./blocks";
import { fictionalClient, surveySections } from "./fictional-client";

const client = fictionalClient;

export const catharsisSample: ReportContent = {
  title: "Depression Catharsis Report",
  runningHead: "Catharsis · Depression Catharsis Report",
  cover: {
    kicker: "CATHARSIS REPORT · DEPRESSION",
    titleLines: ["Depression", "Catharsis Report"],
    subtitleLines: [
      "A personal report written from June's 30 answers to the",
      "Depression survey: what we heard, what is already helping,",
      "and a 72-hour action plan to begin with.",
    ],
    preparedFor: [
      { label: "Client", value: client.label },
      { label: "Survey", value: "Depression, 30 questions" },
      { label: "Answers completed", value: client.answersCompleted },
      { label: "Report date", value: client.reportDate },
    ],
    insideLines: [
      "A letter to you",
      "How you are feeling now, in your own words",
      "How you cope, and who stands with you",
      "Triggers and patterns worth knowing",
      "Your 72-hour action plan",
      "The next four weeks, and where to find help",
    ],
  },
  sections: [
    {
      title: "A letter to you",
      blocks: [
        p("Dear June,"),
        p(
          "Thank you for the care you put into your answers. You wrote honestly about a winter that has felt long and heavy, and about the parts of yourself you miss. That honesty is the first thing we want to reflect back to you: it takes courage to look closely at a hard season, and you did.",
        ),
        p(
          "This report gathers what we heard in your 30 answers. It does not tell you what is wrong with you, because we do not think anything is wrong with you as a person. It describes a pattern that many people meet after a big change such as retirement, and it offers small, concrete steps that fit the life you described: Frank, Biscuit, Sunday calls with Poppy, your sister Ellen, your neighbour Rosa, and the book club you would like to go back to.",
        ),
        p(
          "Please read it at your own pace. You might read the letter and the action plan first and come back to the rest later. Nothing here needs to be done perfectly, or all at once.",
        ),
        p("With warm wishes,\nThe Catharsis team"),
        note(
          "How this report was made",
          "Your answers were read in full, a draft was prepared with the help of AI writing tools, and a member of our team reviewed every page before it was sent. The quotes are your own words, unchanged.",
        ),
      ],
    },
    {
      title: "About this report",
      blocks: [
        p(
          "A Catharsis report is a tool for self-reflection. It can help you put words to what you are going through, notice patterns, and decide on next steps. It is not a medical or psychological assessment, it does not diagnose any condition, and it is not a substitute for care from a doctor, therapist or counsellor.",
        ),
        facts(
          ["Written for", client.label],
          ["Based on", "30 answers to the Depression survey, in three parts"],
          ["Answers completed", client.answersCompleted],
          ["Reviewed and sent", client.reportDate],
          ["Reading time", "About 25 minutes; the plan alone takes 5"],
        ),
        h("How to read it"),
        list(
          "Each part begins with a few of your answers, in your own words.",
          "We then describe what we noticed, and why it matters.",
          "Suggestions are offered as invitations. Take what fits and leave the rest.",
          "If something in here upsets you, put it down and come back another day, or talk it over with someone you trust.",
        ),
        crisisNote,
      ],
    },
    {
      title: "Part 1: How you are feeling now",
      newPage: true,
      blocks: [
        p(`This part of the survey was called "${surveySections[0].title}". Here is some of what you told us.`),
        quote(1),
        quote(3),
        quote(6),
        h("What we noticed"),
        p(
          "You describe a low, heavy mood that is worst in the morning and eases by evening, early waking with your mind going over things, less energy for everyday jobs, and pulling back from the garden and book club that used to give you joy. You also describe a harsh inner question: whether you are still of use to anyone.",
        ),
        p(
          "Taken together, these are common signs of a low mood that has lasted for a while. They deserve attention, and they are also very often helped by the right support. Because they have lasted for several months, we encourage you to talk them through with Dr. Patel (see the section on talking with your doctor). She can check whether anything physical is adding to the tiredness, and talk with you about options.",
        ),
        quote(7),
        p(
          "It matters that there are still moments when you feel like yourself: Sunday calls with Poppy, and early walks with Biscuit before the day begins. These are not small things. They show what still reaches you: connection, being outdoors, and time that feels like your own. Your plan builds on exactly these.",
        ),
        quote(10),
        p(
          "Your hope for the month ahead is clear and modest: to want to get up, and to have something in the week that is yours again. Both are realistic goals, and both can be worked towards in small steps.",
        ),
      ],
    },
    {
      title: "Part 2: How you cope, and who stands with you",
      blocks: [
        p(`The second part, "${surveySections[1].title}", asked how you get through hard days and who is around you.`),
        quote(11),
        quote(13),
        quote(14),
        h("What we noticed"),
        p(
          "On hard days you reach for things that feel safe in the moment, such as tidying, television and an afternoon lie-down, and you already sense that they do not lift your mood. That insight is useful. Resting is not wrong, but long afternoon naps can make the four o'clock waking more likely, and quiet days can make the next day feel emptier still.",
        ),
        p(
          "You also have more support than you may give yourself credit for. Ellen notices when something is off. Rosa brought soup without being asked. Frank is doing more at home because he cares. And after your mother died, you found your way to a walking group that helped more than you expected. You have done this before: you found something that helped, and you let other people in.",
        ),
        quote(20),
        p(
          "We would gently ask you to offer yourself the same kindness you would offer a friend. You would tell her it is not her fault, that she has earned a rest, and that she should see someone. All three are true for you as well.",
        ),
        h("Your strengths"),
        list(
          "You notice what helps and what does not, and you can name it clearly.",
          "You have people who notice you: Frank, Ellen, Rosa and Poppy.",
          "You have overcome a hard season before, after your mother died.",
          "You are willing to try one small change, and you said so yourself.",
          "Thirty years of planning reading for a whole town: you know how to make a plan.",
        ),
      ],
    },
    {
      title: "Part 3: Triggers and patterns worth knowing",
      blocks: [
        p(`The last part, "${surveySections[2].title}", looked at when things feel worse and why.`),
        quote(21),
        quote(23),
        quote(26),
        h("What we noticed"),
        list(
          "Season and light: winter, and late afternoons as it gets dark, are hardest.",
          "Empty calendar days: a good day is usually one where you had somewhere to be in the morning.",
          "Your mother's anniversary in February arrives every year, even before you check the date.",
          "Loss of role: after thirty years at the centre of the town's library, being helped rather than helping feels uncomfortable.",
          "A critical inner voice that calls you silly and ungrateful when you struggle.",
        ),
        p(
          "Several of these cannot be changed, such as winter or an anniversary, but they can be planned for. Knowing that February and late afternoons are hard means you can put something kind in those places ahead of time, instead of meeting them empty-handed.",
        ),
        note(
          "A different way to hear the inner voice",
          "When the voice says you are being silly and ungrateful, you might answer it: \"I can be grateful for my home and still find this season hard. Both are true.\" Gratitude and struggle are not opposites.",
        ),
        quote(24),
        p(
          "You describe a pattern many thoughtful people share: the less you do, the less you want to do. The good news hidden in that sentence is that it also works the other way. A little more doing, especially doing that connects you with people, light and your hands, tends to make the next step easier. That is the idea behind your action plan.",
        ),
      ],
    },
    {
      title: "Your 72-hour action plan",
      newPage: true,
      blocks: [
        p(
          "These steps are deliberately small. Each one takes less than half an hour, uses something you already have, and connects with what you told us helps: people, being outdoors, music, and using your hands. Tick them off if you like, or simply notice how you feel afterwards.",
        ),
        h("The first 24 hours"),
        plan(
          ["This evening", "Put your walking shoes and Biscuit's lead by the door, and choose one song from when you were young to play tomorrow morning."],
          ["Tomorrow, 8 a.m.", "Walk Biscuit as usual, and add five minutes on a route with a view you like. Play your song while the kettle boils."],
          ["Tomorrow, noon", "Eat lunch at the table, away from the television: set a phone alarm as a reminder, since you told us lunch slips away."],
          ["Tomorrow, 4 p.m.", "Before it gets dark, switch on a lamp and do something with your hands: fold laundry, sort seed packets, or pot up one plant."],
        ),
        h("The second day"),
        plan(
          ["Morning", "Call or message Rosa to thank her for the soup, and ask if she would like to walk Biscuit with you one morning this week."],
          ["Afternoon", "Ring the surgery and book an appointment with Dr. Patel. You do not need to explain everything on the phone: \"I would like to talk about my mood and my sleep\" is enough."],
          ["Evening", "Tell Frank one thing from this report that felt true. He does not need to fix it; it is enough that he knows."],
        ),
        h("The third day"),
        plan(
          ["Morning", "Find out the date of the next book club. Read the first chapter of the book, or none of it: you are welcome either way."],
          ["Afternoon", "Spend 20 minutes outside in the garden: clear one small corner, no more. Notice what has survived the winter."],
          ["Bedtime", "If you wake at four, try getting up for ten minutes with a warm drink and the crossword, rather than lying there going over things."],
        ),
        note(
          "If a step does not happen",
          "That is not a failure. Move it to tomorrow, make it smaller, or ask someone to do it with you. The plan is there to serve you, not the other way round.",
        ),
      ],
    },
    {
      title: "The next four weeks",
      blocks: [
        p(
          "After the first 72 hours, the aim is a gentle weekly rhythm with at least one fixed point on most mornings. Here is a shape you might try. Change it freely.",
        ),
        plan(
          ["Week 1", "Keep the morning walk and the 4 p.m. lamp routine. See Dr. Patel if the appointment is this week. Go to book club."],
          ["Week 2", "Add one morning with somewhere to be: a library volunteer session, the walking group, or coffee with Rosa."],
          ["Week 3", "Choose one small garden project with a finish line, such as one planter by the door, and tell Poppy about it on Sunday."],
          ["Week 4", "Look back: which days felt lighter, and what was in them? Keep those things, and let go of one that did not help."],
        ),
        h("Around February and other hard dates"),
        p(
          "Next year, mark your mother's anniversary in your calendar a week ahead, and plan something gentle that day: a call with Ellen, a walk somewhere your mother liked, or a favourite meal. Anniversaries are easier to carry when they are shared.",
        ),
        h("Finding your own role again"),
        p(
          "You spent thirty years helping a town find books it loved. That skill has not gone anywhere. Many libraries, schools and care homes welcome volunteers to read aloud, run a book group or help with reading. You do not need to decide anything now; simply noticing that you still have something to offer may soften the \"spare part\" feeling.",
        ),
      ],
    },
    {
      title: "Talking with your doctor",
      blocks: [
        p(
          "You told us you have not yet told Dr. Patel how you have been feeling. We think that conversation is one of the most helpful things you can do. A low mood that lasts for months, with early waking and less energy, is exactly what family doctors are there to talk about, and there are several kinds of help she may suggest.",
        ),
        h("Things you might bring"),
        list(
          "This report, or just the pages you want to share.",
          "A note of when the low mood began: about a year after retiring, worse this winter.",
          "How you are sleeping: falling asleep easily, waking around 4 a.m.",
          "Your knee since the operation, and how it limits walking.",
          "Any questions you have about talking therapies or other support nearby.",
        ),
        h("Questions you might ask"),
        list(
          "Could anything physical be adding to my tiredness?",
          "What kinds of support are available to me, and how do I reach them?",
          "Is there a walking or exercise programme that is kind to my knee?",
        ),
        crisisNote,
      ],
    },
    {
      title: "Your answers at a glance",
      newPage: true,
      blocks: [
        p(
          "For your records, here are the answers this report was written from, grouped as they were in the survey. (In this sample, the answers are fictional.)",
        ),
        ...surveySections.flatMap((part) => [
          { kind: "subheading" as const, text: part.title },
          ...part.answers.map((item) => quote(item.number)),
        ]),
      ],
    },
  ],
};
