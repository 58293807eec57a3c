import type { ReportContent } from "../pdf/report-content";
import { facts, h, list, note, p, plan } from "./blocks";
import { fictionalClient } from "./fictional-client";

const client = fictionalClient;

/** June's fictional scores: how strongly she agreed with each type's 8 statements (8-40). */
const scores: { type: number; name: string; value: number }[] = [
  { type: 2, name: "The Helper", value: 35 },
  { type: 1, name: "The Perfectionist", value: 29 },
  { type: 9, name: "The Peacemaker", value: 26 },
  { type: 6, name: "The Loyalist", value: 23 },
  { type: 4, name: "The Individualist", value: 17 },
  { type: 3, name: "The Achiever", value: 15 },
  { type: 5, name: "The Investigator", value: 13 },
  { type: 7, name: "The Enthusiast", value: 12 },
  { type: 8, name: "The Challenger", value: 10 },
];

export const enneagramSample: ReportContent = {
  title: "Enneagram Results Report",
  runningHead: "Catharsis · Enneagram Results Report",
  cover: {
    kicker: "ENNEAGRAM REPORT",
    titleLines: ["Enneagram", "Results Report"],
    subtitleLines: [
      "June's Enneagram type, what drives her, what she fears,",
      "how she acts under stress and at her best, and practical",
      "steps for growth, written from her 72 answers.",
    ],
    preparedFor: [
      { label: "Client", value: client.label },
      { label: "Questionnaire", value: "Enneagram, 72 statements" },
      { label: "Answers completed", value: client.answersCompleted },
      { label: "Main type", value: "Type 2, The Helper (wing 1)" },
    ],
    insideLines: [
      "Your results at a glance",
      "Type 2, The Helper: motivation and fear",
      "Your wing, and your other strong types",
      "Under stress and at your best",
      "Relationships, and this stage of life",
      "Practical steps for growth",
    ],
  },
  sections: [
    {
      title: "Welcome to your Enneagram results",
      blocks: [
        p(
          "The Enneagram describes nine patterns of personality. Each pattern has its own way of seeing the world, its own deep motivation, and its own fear. Most people recognise themselves strongly in one type, with traces of others. Knowing your type will not put you in a box; it can help you understand why some things matter so much to you, and where you might grow.",
        ),
        p(
          "This report was written from your answers to 72 statements, each rated from \"not like me at all\" to \"very like me\". The scores show which patterns you recognised most in yourself. The descriptions that follow are starting points for reflection: read them and notice what rings true, and what does not.",
        ),
        note(
          "What this report is, and is not",
          "The Enneagram is a tool for self-reflection, not a psychological test or a diagnosis. Your type describes habits of attention and motivation, not your worth or your limits. If a description does not fit you, trust yourself over the report.",
        ),
      ],
    },
    {
      title: "Your results at a glance",
      blocks: [
        facts(
          ["Main type", "Type 2, The Helper"],
          ["Wing", "Type 1, The Perfectionist: \"the Servant\" blend, a 2 with a strong sense of duty"],
          ["Also strong", "Type 9, The Peacemaker"],
          ["Centre of intelligence", "The heart (feeling) centre: Types 2, 3 and 4"],
          ["Under stress, moves toward", "Type 8 patterns"],
          ["At your best, moves toward", "Type 4 patterns"],
        ),
        h("Your scores"),
        p("Each type had 8 statements, so each score runs from 8 (none of it like you) to 40 (all of it very like you)."),
        {
          kind: "scores",
          max: 40,
          rows: scores.map((score) => ({
            label: `Type ${score.type}, ${score.name}`,
            value: score.value,
            highlight: score.type === 2,
          })),
        },
        p(
          "Your Type 2 score stands clearly above the rest, which usually means the description will feel familiar. Type 1 next to it is one of the two types beside 2 on the Enneagram circle, so it is read as your wing. Your Type 9 score suggests that keeping the peace also matters to you.",
        ),
      ],
    },
    {
      title: "Type 2: The Helper",
      newPage: true,
      blocks: [
        p(
          "Helpers are warm, generous and attentive. They notice what other people need, often before those people notice it themselves, and they step in to provide it. They are the ones who remember birthdays, bring soup, stay late, and make a room feel welcoming. At their best, their love is freely given and asks for nothing back.",
        ),
        facts(
          ["Core motivation", "To be loved and wanted, and to express love by caring for others"],
          ["Core fear", "Being unwanted, unloved or unneeded"],
          ["Core desire", "To feel loved for who they are, not only for what they do"],
          ["Typical strength", "Warmth, generosity, emotional attunement"],
          ["Typical trap", "Neglecting their own needs, then feeling unappreciated"],
        ),
        h("How this may show up for you"),
        p(
          "Many of your answers echo this pattern. You described being \"the one people came to\", and finding it strange and a little shameful to be on the receiving end of help. You said it is easier to help your daughter with her move than to think about yourself, and that you have always put other people first. For thirty years, your role at the library let you care for a whole town through the books you found for people.",
        ),
        p(
          "For a Helper, a change that takes away a caring role can feel like losing part of oneself. If you have been asking \"Am I any use to anyone now?\", that question may come straight from the heart of this type: the fear of being unneeded. It is worth knowing that this fear is a pattern of the personality, not a fact about your value.",
        ),
        h("The gift and the challenge"),
        list(
          "The gift: you make people feel seen and cared for, and communities are kinder because of people like you.",
          "The challenge: receiving care, saying what you need, and believing you are loved when you are not being useful.",
        ),
      ],
    },
    {
      title: "Your wing and your other strong types",
      blocks: [
        h("Wing 1: The Perfectionist"),
        p(
          "A Type 2 with a strong Type 1 wing (often called 2w1) pairs warmth with principle. You likely help in practical, responsible ways, hold yourself to high standards, and feel uneasy when things are not done properly. You may find it hard to rest while something is left undone, and your inner critic may be sharp, as in the voice that calls you \"silly and ungrateful\" when you struggle.",
        ),
        h("Type 9: The Peacemaker"),
        p(
          "A high Type 9 score suggests you also value harmony and may go along with others to avoid friction. Combined with Type 2, this can mean keeping your own wishes quiet, for example not telling Frank how you feel so as not to worry him. The 9 in you also knows how to be calm and steady, which people around you likely value.",
        ),
        h("Type 6: The Loyalist"),
        p(
          "Your score here was moderate. It may show in your preference to \"know where you are\", and in how much you value the people and routines you trust.",
        ),
      ],
    },
    {
      title: "Under stress and at your best",
      blocks: [
        p(
          "The Enneagram suggests each type tends to take on some habits of another type when under strain, and of a different type when growing and secure. These are tendencies, not rules.",
        ),
        h("Under stress: toward Type 8"),
        p(
          "When Helpers give and give without being noticed, resentment can build. Under pressure, a Type 2 may become more direct, controlling or irritable than usual, and may feel \"after all I have done for everyone\". If you notice a flash of anger when someone takes over a task you used to do, that may be this pattern: a sign that your own needs have gone unmet for a while.",
        ),
        h("At your best: toward Type 4"),
        p(
          "Growth for a Helper often means turning some of that generous attention inward: noticing your own feelings, tastes and needs, and giving them room. A Type 2 moving toward 4 becomes more honest about what she feels, more creative, and more able to enjoy things simply because she loves them, like a garden, a book or music from her youth, rather than because they help someone else.",
        ),
        note(
          "A question to carry",
          "\"What would I choose to do today if no one needed anything from me?\" There is no wrong answer. Noticing the answer is itself a step toward Type 4's gift.",
        ),
      ],
    },
    {
      title: "Your strengths and your blind spots",
      blocks: [
        h("Strengths"),
        list(
          "Warmth that makes people feel welcome and understood.",
          "Practical, dependable care: you follow through.",
          "Emotional attunement: you read a room quickly.",
          "A strong sense of duty and fairness (your Type 1 wing).",
          "Steadiness and patience that calm those around you (your Type 9 score).",
        ),
        h("Blind spots to watch for"),
        list(
          "Overlooking your own needs until you are exhausted.",
          "Finding it hard to ask for, or accept, help.",
          "Measuring your worth by how useful you are.",
          "Keeping quiet about your feelings to protect others.",
          "A harsh inner critic when you fall short of your own standards.",
        ),
      ],
    },
    {
      title: "Relationships, and this stage of life",
      blocks: [
        h("In close relationships"),
        p(
          "Helpers are devoted partners, parents and friends. The people closest to you may sometimes wish you would let them look after you for a change. When Frank takes on tasks at home, it may be his way of caring for you, even if it stirs the \"spare part\" feeling. Telling him what would truly help you, rather than what would help him feel useful, can turn that tension into closeness.",
        ),
        h("In retirement"),
        p(
          "Retirement can be harder for Helpers than for many other types, because work often gave them a daily way to be needed. Growth in this season may mean two things at once: finding new ways to give that suit you now, such as volunteering, mentoring or reading with children; and learning to value yourself on days when you give nothing at all.",
        ),
      ],
    },
    {
      title: "Practical steps for growth",
      blocks: [
        p("Small, regular practices tend to work better than big resolutions. Here are some to try over the next month."),
        plan(
          ["Daily", "Before helping anyone, pause and ask yourself: \"What do I need right now?\" Just notice the answer."],
          ["Twice a week", "Do one thing purely because you enjoy it, with no one else benefiting: a chapter of a book, an hour in the garden, a favourite song."],
          ["Weekly", "Let someone help you with one thing, and say thank you without apologising or paying it back straight away."],
          ["Weekly", "Tell one person how you are really feeling, in one honest sentence."],
          ["This month", "Choose one way of giving that fits your life now, such as a reading group, library volunteering or a walk with a neighbour, and try it once."],
        ),
        note(
          "A kind reminder",
          "You are not loved only for what you do. The people who care for you care about you. Growth for a Helper is learning to believe that, a little more each week.",
        ),
      ],
    },
    {
      title: "The nine types in brief",
      blocks: [
        p("For reference, here are all nine types as the Enneagram describes them, with the motivation at the heart of each."),
        facts(
          ["1. The Perfectionist", "Principled and conscientious; wants to be good and to get things right."],
          ["2. The Helper", "Warm and generous; wants to be loved and needed."],
          ["3. The Achiever", "Driven and adaptable; wants to be valued for success."],
          ["4. The Individualist", "Sensitive and expressive; wants to be understood as unique."],
          ["5. The Investigator", "Curious and private; wants to understand and be capable."],
          ["6. The Loyalist", "Committed and careful; wants security and support."],
          ["7. The Enthusiast", "Lively and optimistic; wants freedom and good experiences."],
          ["8. The Challenger", "Strong and direct; wants to protect themselves and others."],
          ["9. The Peacemaker", "Easy-going and steady; wants inner and outer peace."],
        ),
        h("About this report"),
        p(
          "This sample was written from fictional answers for a fictional client. A real Enneagram report is written from your own answers, drafted with the help of AI writing tools and reviewed by a member of our team before it reaches you. It is for personal reflection and is not a substitute for professional advice.",
        ),
        note(
          "If you are struggling",
          "If you ever feel unsafe or in crisis, call or text 988 (Suicide & Crisis Lifeline), or text HOME to 741741. If you are in immediate danger, call 911.",
        ),
      ],
    },
  ],
};
