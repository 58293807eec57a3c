import { withEarlierWording, withoutScales } from "../../banks/earlier-wordings";
import { defineWrittenForm } from "../form-definition";
import { depressionBank } from "./bank";

// v2 is today's v3 in British spelling; v1 is v2 before the scales (ADR 0045).
const v2 = withEarlierWording(depressionBank, "depression-v2", { q16: { hint: "For example, from a doctor, a counsellor, or a support group." } });

export const depressionForm = defineWrittenForm(depressionBank, {
  description: "Describe how you have been feeling, what helps, and what tends to bring you down.",
  sentSentence: "Your depression assessment form has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
  earlierBanks: [v2, withoutScales(v2, "depression-v1")],
  answersCarryForwardFrom: ["depression-v2"],
});
