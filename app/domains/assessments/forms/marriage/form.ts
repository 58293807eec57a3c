import { withEarlierWording, withoutScales } from "../../banks/earlier-wordings";
import { defineWrittenForm } from "../form-definition";
import { marriageBank } from "./bank";

// v2 is today's v3 in British spelling; v1 is v2 before the scales (ADR 0045).
const v2 = withEarlierWording(marriageBank, "marriage-v2", { q29: { hint: "For example, counselling, a faith leader, or a trusted friend." } });

export const marriageForm = defineWrittenForm(marriageBank, {
  description: "Reflect on your relationship, how you connect, and the pressures you face together.",
  sentSentence: "Your marriage report form has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
  earlierBanks: [v2, withoutScales(v2, "marriage-v1")],
  answersCarryForwardFrom: ["marriage-v2"],
});
