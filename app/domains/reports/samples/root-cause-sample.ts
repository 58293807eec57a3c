import type { ReportContent } from "../pdf/report-content";
import { crisisNote, facts, h, list, note, p, plan, quote } from "./blocks";
import { fictionalClient } from "./fictional-client";

const client = fictionalClient;

export const rootCauseSample: ReportContent = {
  title: "Root Cause Analysis Report",
  runningHead: "Catharsis · Root Cause Analysis Report",
  cover: {
    kicker: "ROOT CAUSE ANALYSIS · DEPRESSION",
    titleLines: ["Root Cause", "Analysis Report"],
    subtitleLines: [
      "A six-step look beneath June's low mood: the timeline,",
      "the patterns that repeat, the beliefs underneath them,",
      "and a 90-day plan that works on the causes.",
    ],
    preparedFor: [
      { label: "Client", value: client.label },
      { label: "Built on", value: "Depression survey, 30 answers" },
      { label: "Answers completed", value: client.answersCompleted },
      { label: "Report date", value: client.reportDate },
    ],
    insideLines: [
      "Step 1: What brought you here",
      "Step 2: The timeline",
      "Step 3: Patterns that repeat",
      "Step 4: Beliefs underneath",
      "Step 5: Root causes, and what keeps them going",
      "Step 6: Your 90-day plan",
    ],
  },
  sections: [
    {
      title: "How this analysis works",
      blocks: [
        p(
          "Your Catharsis report described what you are feeling now and offered first steps. This report goes one level deeper. It asks why this season has been so hard, and what keeps the difficulty going, so that your efforts over the next three months can work on causes, not only on symptoms.",
        ),
        p("We follow six steps. Each step builds on the one before, and each ends with a short summary you can come back to."),
        facts(
          ["Step 1", "What brought you here: the concern in your own words"],
          ["Step 2", "The timeline: when things changed, and what changed with them"],
          ["Step 3", "Patterns that repeat: what tends to happen, in what order"],
          ["Step 4", "Beliefs underneath: the quiet rules that shape your reactions"],
          ["Step 5", "Root causes: what started this, and what keeps it going"],
          ["Step 6", "Your 90-day plan: steps aimed at those causes"],
        ),
        note(
          "A word of care",
          "Root cause work looks at how things connect. It is not a diagnosis, and it does not replace care from a doctor or therapist. We recommend reading it alongside a conversation with someone you trust.",
        ),
      ],
    },
    {
      title: "Step 1: What brought you here",
      blocks: [
        quote(1),
        quote(10),
        p(
          "In one sentence: for about six months you have felt heavy and flat, you wake early, you have pulled back from the things and people you enjoy, and you want to wake up wanting to get up, with something in your week that is yours again.",
        ),
        h("Summary"),
        list("The concern: a lasting low, flat mood with early waking and withdrawal.", "The goal: energy in the mornings, and a sense of purpose of your own."),
      ],
    },
    {
      title: "Step 2: The timeline",
      blocks: [
        p("Putting your answers in order of time shows how the low mood built up, rather than arriving all at once."),
        plan(
          ["11 years ago", "Your mother died in February. A walking group helped you through that winter."],
          ["2 years ago", "You retired from the library after thirty years. The first winter was busy with sorting the house."],
          ["Last spring", "Knee operation. Walking, your most reliable lift, became harder."],
          ["Last autumn", "The garden was left for the winter and not picked up again."],
          ["This winter", "Nothing left to sort; long, dark afternoons. Early waking began."],
          ["January", "You stopped going to book club after missing one book."],
          ["February", "Your mother's anniversary. The low feeling deepened."],
        ),
        h("What the timeline shows"),
        p(
          "No single event explains this season. Instead, several losses arrived one after another: your daily role, then your easiest way to move and be outdoors, then the long light of summer, then a social anchor. Each one removed something that used to protect your mood. By February, very few of those protections were left.",
        ),
        h("Summary"),
        list("The low mood built up over about eighteen months, through a chain of losses.", "Each loss took away a protection: role, movement, light, company."),
      ],
    },
    {
      title: "Step 3: Patterns that repeat",
      blocks: [
        quote(26),
        quote(11),
        p("From your answers, one cycle stands out. It repeats on most quiet days:"),
        plan(
          ["1. Trigger", "A day with nothing on the calendar, or a dark afternoon."],
          ["2. Thought", "\"What is the point? I will do it tomorrow when I feel better.\""],
          ["3. Action", "Tidying what is already tidy, television, or an afternoon lie-down."],
          ["4. Result", "Brief relief, then a flatter evening and waking at four."],
          ["5. Next day", "Less energy, so the next day is quieter still, and the cycle begins again."],
        ),
        p(
          "A second, smaller pattern shows up around help. When someone does something you used to do, you feel like a spare part, and you pull back a little further, which leaves more for others to do. Neither pattern is a failing. They are understandable responses to tiredness, and they can be interrupted.",
        ),
        h("Summary"),
        list("The quiet-day cycle: less doing leads to less wanting to do.", "The help cycle: being helped feels like being replaced, which leads to withdrawal."),
      ],
    },
    {
      title: "Step 4: Beliefs underneath",
      blocks: [
        p("Under patterns there are usually beliefs: rules we learned long ago that feel like plain truth. Three appear in your answers."),
        quote(24),
        h("\"My worth is in being useful.\""),
        p(
          "For thirty years you were the person the town came to. That was a real gift, and it also taught a rule: I matter when I am helping. In retirement, the rule has nowhere to go, so it turns into the question \"Am I any use to anyone now?\"",
        ),
        h("\"I should not need help.\""),
        p(
          "You wrote that being on the other side feels strange and a bit shameful. This belief keeps you from telling Frank or Dr. Patel how hard things have been, which cuts you off from help that is close at hand.",
        ),
        h("\"Struggling means I am ungrateful.\""),
        p(
          "When you compare your comfortable life with other people's real problems, the comparison does not lighten the mood: it adds guilt on top of it. Struggling and gratitude can live side by side.",
        ),
        note(
          "Testing a belief",
          "A useful question for any of these beliefs is: \"Would I apply this rule to Ellen, or to Rosa?\" You told us you would tell a friend it is not her fault and that she should see someone. The rule you use for others is usually the fairer one.",
        ),
      ],
    },
    {
      title: "Step 5: Root causes, and what keeps them going",
      blocks: [
        p("Bringing the steps together, we see the causes in two layers: what started this season, and what keeps it going now."),
        h("What started it"),
        list(
          "Loss of role and daily structure when you retired.",
          "Loss of easy movement and outdoor time after the knee operation.",
          "A seasonal low: short days, and your mother's anniversary in February.",
        ),
        h("What keeps it going"),
        list(
          "The quiet-day cycle: empty days, rest that does not restore, early waking.",
          "Fewer contacts: book club dropped, a whole week with no one but Frank to talk to.",
          "The belief that worth comes from being useful, which turns rest into guilt.",
          "Keeping the struggle private, so help that is close at hand is not reached.",
          "Skipped lunches and afternoon naps, which can lower energy and disturb sleep.",
        ),
        p(
          "The causes that started this cannot be undone, and they do not need to be. The good news is that the things keeping it going are mostly everyday habits and beliefs, and those can change. Your plan focuses there.",
        ),
        h("Summary"),
        facts(
          ["Started by", "Retirement, knee operation, winter and an anniversary"],
          ["Kept going by", "Empty days, fewer contacts, a worth-as-usefulness belief, keeping it private"],
          ["Best levers", "Morning structure, regular company, movement kind to the knee, telling people"],
        ),
      ],
    },
    {
      title: "Step 6: Your 90-day plan",
      newPage: true,
      blocks: [
        p(
          "The plan has three phases of about a month each. Each phase aims at one of the causes from Step 5. Go at your own pace: it is fine to stay in a phase longer.",
        ),
        h("Days 1 to 30: structure and being heard"),
        plan(
          ["Week 1", "See Dr. Patel and tell her what you told us, including sleep and the knee. Give yourself one fixed morning appointment on three days a week."],
          ["Week 2", "Return to book club, read or unread. Eat lunch at the table every day, with a phone reminder."],
          ["Week 3", "Replace the afternoon lie-down with a 20-minute activity with your hands, near a bright window."],
          ["Week 4", "Tell Frank and Ellen about this plan, and ask each for one specific kind of support."],
        ),
        h("Days 31 to 60: movement and company"),
        plan(
          ["Weeks 5 and 6", "Ask Dr. Patel or a physiotherapist for walking exercises that are kind to your knee. Add ten minutes to the morning walk."],
          ["Weeks 7 and 8", "Rejoin a walking group, or start a weekly walk with Rosa. Aim for two social contacts a week beyond Frank."],
        ),
        h("Days 61 to 90: purpose and a kinder inner voice"),
        plan(
          ["Weeks 9 and 10", "Try one way of giving that suits you now: reading with children, a library volunteer shift, or a book group you lead."],
          ["Weeks 11 and 12", "Each evening, write one thing you did for yourself and one thing you did for someone else. Notice that both count."],
          ["Week 13", "Look back with the questions under \"Checking your progress\", and choose what to keep."],
        ),
      ],
    },
    {
      title: "Checking your progress",
      blocks: [
        p("At days 30, 60 and 90, ask yourself these questions. There are no right answers: the aim is simply to notice change."),
        list(
          "How many mornings this week did I want to get up?",
          "How many people, besides Frank, did I talk to this week?",
          "Did I do something just for me?",
          "When I struggled, was my inner voice a little kinder?",
        ),
        p(
          "If after a month or two you feel no better, or worse, please go back to Dr. Patel. Needing more support is not a sign the plan failed; it is useful information.",
        ),
        crisisNote,
        p(
          "This sample was written from fictional answers for a fictional client. A real Root Cause Analysis is written from your own answers, drafted with the help of AI writing tools and reviewed by a member of our team.",
        ),
      ],
    },
  ],
};
