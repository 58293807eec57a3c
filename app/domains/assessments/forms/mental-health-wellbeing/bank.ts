import { withEarlierWording, withoutRiskScreen, withoutScales } from "../../banks/earlier-wordings";
import { defineBank, type WrittenFormBanks } from "../../question-bank";
import { mentalHealthWellbeingForm } from "./form";

// Version rule: any change to a question's wording, hint, order or number, or to a
// section title or description, makes a new version ("mental-health-wellbeing-v5"; v2 added the scales,
// v3 is v2 in US spelling, v4 added the direct risk screen; all are at the end of this file). Stored answers keep the version they
// were given against, so old reports still read correctly.
export const mentalHealthWellbeingBank = defineBank(
  {
    formType: "mental-health-wellbeing",
    formName: mentalHealthWellbeingForm.name,
    version: "mental-health-wellbeing-v4",
    riskScreen: "asq",
    scales: ["phq-9", "gad-7", "who-5"],
  },
  [
    {
      title: "Your Mood and Feelings",
      description: "These questions ask how you have been feeling inside lately. Answer in whatever way feels natural to you.",
      questions: [
        "How would you describe your mood lately?",
        "Which feelings have you noticed most often in recent weeks?",
        "What tends to lift your spirits?",
        "What tends to bring your spirits down?",
        "How comfortable are you showing your feelings to others?",
      ],
    },
    {
      title: "Daily Life and Energy",
      description: "Here we look at your everyday routines, your rest and your energy.",
      questions: [
        "Tell us about a typical day for you.",
        "How well have you been sleeping and resting?",
        "How does your energy change from morning to evening?",
        {
          text: "How do you look after your body?",
          hint: "For example, meals, movement, or keeping up with health checks.",
        },
        "Which activities make you lose track of time in a good way?",
      ],
    },
    {
      title: "Relationships and Support",
      description: "These questions are about the people in your life and the support around you.",
      questions: [
        "Who are the most important people in your life right now?",
        "How connected do you feel to the people around you?",
        "Who would you call if you needed help?",
        "Which relationships feel strained or difficult at the moment?",
        "When, if ever, do you feel lonely?",
      ],
    },
    {
      title: "Stress and Coping",
      description: "Everyone faces pressure at times. These questions look at what weighs on you and how you handle it.",
      questions: [
        "What is causing you the most stress right now?",
        "How does stress show up in your body or your thoughts?",
        "What do you usually do when you feel overwhelmed?",
        "Which of your ways of coping help you most?",
        "Tell us about a hard time you came through. What helped you then?",
      ],
    },
    {
      title: "Hopes and Next Steps",
      description: "To finish, we look ahead. These questions are about what matters to you and what you would like to change.",
      questions: [
        "What matters most to you in life right now?",
        "What are you proud of in yourself?",
        "What would you like to change in your life?",
        "What might get in the way of that change?",
        "What do you hope this report will help you with?",
      ],
    },
  ],
);

// v3 is today's v4 before the direct risk screen (ADR 0058); v2 is v3 word for word (it had no British spelling); v1 is v2 before the scales (ADR 0045).
const v3 = withoutRiskScreen(mentalHealthWellbeingBank, "mental-health-wellbeing-v3");
const v2 = withEarlierWording(v3, "mental-health-wellbeing-v2", {});

export const mentalHealthWellbeingBanks: WrittenFormBanks = { bank: mentalHealthWellbeingBank, earlierBanks: [v3, v2, withoutScales(v2, "mental-health-wellbeing-v1")], answersCarryForwardFrom: ["mental-health-wellbeing-v3", "mental-health-wellbeing-v2"] };
