import { withEarlierWording, withoutRiskScreen, withoutScales } from "../../banks/earlier-wordings";
import { defineBank, type WrittenFormBanks } from "../../question-bank";
import { deathGriefForm } from "./form";

// Version rule: any change to a question's wording, hint, order or number, or to a
// section title or description, makes a new version ("death-grief-v5"; v2 added the scales,
// v3 is v2 in US spelling, v4 added the direct risk screen; all are at the end of this file). Stored answers keep the version they
// were given against, so old reports still read correctly.
export const deathGriefBank = defineBank(
  { formType: "death-grief", formName: deathGriefForm.name, version: "death-grief-v4", riskScreen: "asq", scales: ["who-5"] },
  [
    {
      title: "Understanding the Loss",
      description:
        "We are sorry for your loss. These questions invite you to tell us about the one you lost and what has happened, sharing only what you feel ready to share.",
      questions: [
        {
          text: "Tell us about the person you have lost.",
          hint: "You might share their name, how you knew them, or what they were like.",
        },
        "Tell us about when and how your loss happened, as much as you wish to share.",
        "What was your relationship with them like?",
        "What do you miss most about them?",
        "How has your daily life changed since your loss?",
        {
          text: "What feelings have come up for you since your loss?",
          hint: "Sadness, anger, guilt, relief or numbness are all welcome here.",
        },
        "What, if anything, feels unsaid or unfinished between you?",
        "How has your loss changed the way you see yourself?",
        "What has been the hardest part of the time since your loss?",
        "Which memories of them do you hold most dear?",
      ],
    },
    {
      title: "Coping Strategies and Support System",
      description:
        "Grief is easier to carry with others beside you. These questions ask who and what is helping you now, and where you might need more support.",
      questions: [
        "How have you been getting through the days?",
        "Who has been a comfort to you since your loss?",
        "What kind of support has helped you most?",
        "What kind of support do you wish you had more of?",
        "How have your sleep, meals and energy been lately?",
        "What part, if any, do faith, beliefs or traditions play in your grieving?",
        {
          text: "How do you honor or remember the one you lost?",
          hint: "For example, visiting a special place, keeping photos, or marking anniversaries.",
        },
        "What activities still bring you some comfort or calm?",
        "How do you feel about talking about your loss with others?",
        {
          text: "Which practical matters have been hard to handle on your own?",
          hint: "For example, paperwork, money, the house, or tasks they used to do.",
        },
      ],
    },
    {
      title: "Exploring Triggers and Patterns",
      description:
        "Grief often comes in waves. These questions look at the moments that stir it up and the patterns you have noticed, so your report can speak to them.",
      questions: [
        "Which moments or places tend to bring your grief to the surface?",
        "How do birthdays, holidays or anniversaries feel for you now?",
        "Which times of day are hardest for you?",
        "What do you tend to do when a wave of grief comes?",
        "How has your grief changed since the early days?",
        "What, if anything, do you avoid because it reminds you of your loss?",
        "How has your loss affected your other relationships?",
        "At times the future may feel empty or hard to picture. What are those times like for you?",
        "What still gives your days some meaning or purpose?",
        "What would help you feel a little more at peace in the months ahead?",
      ],
    },
  ],
);

// v3 is today's v4 before the direct risk screen (ADR 0058); v2 is v3 in British spelling; v1 is v2 before the scales (ADR 0045).
const v3 = withoutRiskScreen(deathGriefBank, "death-grief-v3");
const v2 = withEarlierWording(v3, "death-grief-v2", { q17: { text: "How do you honour or remember the one you lost?" } });

export const deathGriefBanks: WrittenFormBanks = { bank: deathGriefBank, earlierBanks: [v3, v2, withoutScales(v2, "death-grief-v1")], answersCarryForwardFrom: ["death-grief-v3", "death-grief-v2"] };
