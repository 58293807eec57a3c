import { withEarlierWording, withoutRiskScreen, withoutScales } from "../../banks/earlier-wordings";
import { defineBank, type WrittenFormBanks } from "../../question-bank";
import { marriageForm } from "./form";

// Version rule: any change to a question's wording, hint, order or number, or to a
// section title or description, makes a new version ("marriage-v5"; v2 added the scales,
// v3 is v2 in US spelling, v4 added the direct risk screen; all are at the end of this file). Stored answers keep the version they
// were given against, so old reports still read correctly.
export const marriageBank = defineBank(
  { formType: "marriage", formName: marriageForm.name, version: "marriage-v4", riskScreen: "asq", scales: ["who-5"] },
  [
    {
      title: "Understanding the Current Relationship Dynamics",
      description:
        "These questions help us understand your relationship as it is today. There are no right or wrong answers, so write as much or as little as feels right.",
      questions: [
        "Tell us how you and your partner first came together.",
        "How would you describe your relationship today, in your own words?",
        "What led you to take a closer look at your relationship now?",
        "What do you value most about your partner?",
        {
          text: "What has changed between you over the years?",
          hint: "For example, after children left home, after retirement, or after an illness.",
        },
        {
          text: "How do the two of you share the everyday tasks of life?",
          hint: "For example, money, housework, or caring for family.",
        },
        "When you disagree, what usually happens?",
        "How do you feel when you spend time alone together?",
        "What worries you most about your relationship right now?",
        "What would you like your relationship to feel like a year from now?",
      ],
    },
    {
      title: "Communication and Emotional Connection",
      description:
        "Here we look at how the two of you talk, listen and feel close. Take your time; honest answers help us write a report that fits you.",
      questions: [
        "How easy is it for you to tell your partner what you need?",
        "How can you tell when your partner is really listening to you?",
        "Which subjects feel hard to talk about together?",
        "What happens between you when one of you feels hurt?",
        {
          text: "How do you and your partner show each other care?",
          hint: "Small things count, such as a cup of tea or a kind word.",
        },
        "When did you last feel truly close to your partner?",
        "How do the two of you make up after a quarrel?",
        "What feelings do you tend to keep to yourself?",
        {
          text: "How has affection between you changed over time?",
          hint: "Share only what you feel comfortable sharing.",
        },
        "What do you wish your partner understood about you?",
      ],
    },
    {
      title: "Coping with External Stressors",
      description:
        "Life outside a marriage can weigh on it. These questions ask about the pressures around you both and how you handle them.",
      questions: [
        {
          text: "What pressures from outside your relationship weigh on you most right now?",
          hint: "For example, health, work, family, or moving home.",
        },
        "How do money matters affect the way you get along?",
        "How have health concerns, yours or your partner's, touched your relationship?",
        "How do children, grandchildren or other relatives affect your time together?",
        "How have changes in work or retirement shaped your days together?",
        "When life gets hard, how do you and your partner face it?",
        "Who outside your relationship do you turn to for support?",
        "What do you do to look after yourself when things feel heavy?",
        {
          text: "Tell us about any help you have looked for before.",
          hint: "For example, counseling, a faith leader, or a trusted friend.",
        },
        "What is one small change that you believe would help your relationship?",
      ],
    },
  ],
);

// v3 is today's v4 before the direct risk screen (ADR 0058); v2 is v3 in British spelling; v1 is v2 before the scales (ADR 0045).
const v3 = withoutRiskScreen(marriageBank, "marriage-v3");
const v2 = withEarlierWording(v3, "marriage-v2", { q29: { hint: "For example, counselling, a faith leader, or a trusted friend." } });

export const marriageBanks: WrittenFormBanks = { bank: marriageBank, earlierBanks: [v3, v2, withoutScales(v2, "marriage-v1")], answersCarryForwardFrom: ["marriage-v3", "marriage-v2"] };
