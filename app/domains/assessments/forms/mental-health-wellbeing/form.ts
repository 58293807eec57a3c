import { withEarlierWording, withoutScales } from "../../banks/earlier-wordings";
import { defineWrittenForm } from "../form-definition";
import { mentalHealthWellbeingBank } from "./bank";

// v2 is today's v3 word for word (it had no British spelling); v1 is v2 before the scales (ADR 0045).
const v2 = withEarlierWording(mentalHealthWellbeingBank, "mental-health-wellbeing-v2", {});

export const mentalHealthWellbeingForm = defineWrittenForm(mentalHealthWellbeingBank, {
  description: "Take stock of your mood, energy, relationships and the way you cope with stress.",
  sentSentence: "Your mental health wellbeing assessment has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
  earlierBanks: [v2, withoutScales(v2, "mental-health-wellbeing-v1")],
  answersCarryForwardFrom: ["mental-health-wellbeing-v2"],
});
