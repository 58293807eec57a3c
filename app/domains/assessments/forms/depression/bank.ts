import { withEarlierWording, withoutRiskScreen, withoutScales } from "../../banks/earlier-wordings";
import { defineBank, type WrittenFormBanks } from "../../question-bank";
import { depressionForm } from "./form";

// Version rule: any change to a question's wording, hint, order or number, or to a
// section title or description, makes a new version ("depression-v5"; v2 added the scales,
// v3 is v2 in US spelling, v4 added the direct risk screen; all are at the end of this file). Stored answers keep the version they
// were given against, so old reports still read correctly.
export const depressionBank = defineBank(
  { formType: "depression", formName: depressionForm.name, version: "depression-v4", riskScreen: "asq", scales: ["phq-9", "gad-7", "who-5"] },
  [
    {
      title: "Understanding the Current Emotional State",
      description:
        "These questions ask how you have been feeling lately. There are no right or wrong answers, and you can write as much or as little as you like.",
      questions: [
        "How would you describe your mood over the past few weeks?",
        "When did you first notice you were not feeling like yourself?",
        "What does a hard day look like for you?",
        "What does a better day look like for you?",
        "How have your sleep and rest been lately?",
        "How has your energy for everyday tasks changed?",
        "Tell us about something you used to enjoy. How does it feel to you now?",
        "How do you speak to yourself in your own thoughts these days?",
        "How easy or hard is it for you to picture good things ahead?",
        "What would you most like to feel differently about?",
      ],
    },
    {
      title: "Coping Strategies and Support System",
      description:
        "Here we look at what helps you get through and at the people around you. Even small things matter.",
      questions: [
        "What do you do when you start to feel low?",
        "Which of those things seem to help, even a little?",
        "Who do you feel you can be honest with about how you are feeling?",
        "How do the people close to you respond when you are struggling?",
        "What makes it hard for you to reach out to others?",
        {
          text: "Tell us about any help you have had before.",
          hint: "For example, from a doctor, a counselor, or a support group.",
        },
        "How do you spend most of your days right now?",
        "What small habits or routines help you through the day?",
        "How does moving your body, or time outdoors, affect how you feel?",
        "What is one thing you would like more support with?",
      ],
    },
    {
      title: "Exploring Triggers and Patterns",
      description:
        "Low moods often follow patterns. These questions help you notice what tends to bring them on and what tends to lift them.",
      questions: [
        "Which situations tend to leave you feeling lower?",
        "Which times of day or seasons of the year feel heaviest for you?",
        "Which thoughts come back again and again when you feel low?",
        {
          text: "How have recent changes in your life affected your mood?",
          hint: "For example, retirement, a move, an illness, or a loss.",
        },
        "How does time on your own affect how you feel?",
        "What part, if any, do alcohol or other substances play in how you cope?",
        {
          text: "What from your past may still affect how you feel today?",
          hint: "Share only what you are comfortable sharing.",
        },
        "What tends to lift your mood, even for a short while?",
        "What early signs tell you that a low spell may be coming?",
        "What would feeling a little better look like for you?",
      ],
    },
  ],
);

// v3 is today's v4 before the direct risk screen (ADR 0058); v2 is v3 in British spelling; v1 is v2 before the scales (ADR 0045).
const v3 = withoutRiskScreen(depressionBank, "depression-v3");
const v2 = withEarlierWording(v3, "depression-v2", { q16: { hint: "For example, from a doctor, a counsellor, or a support group." } });

export const depressionBanks: WrittenFormBanks = { bank: depressionBank, earlierBanks: [v3, v2, withoutScales(v2, "depression-v1")], answersCarryForwardFrom: ["depression-v3", "depression-v2"] };
