import { withEarlierWording, withoutScales } from "../../banks/earlier-wordings";
import { defineWrittenForm } from "../form-definition";
import { deathGriefBank } from "./bank";

// v2 is today's v3 in British spelling; v1 is v2 before the scales (ADR 0045).
const v2 = withEarlierWording(deathGriefBank, "death-grief-v2", { q17: { text: "How do you honour or remember the one you lost?" } });

export const deathGriefForm = defineWrittenForm(deathGriefBank, {
  description: "Put words to your loss, the support around you, and the moments that are hardest.",
  sentSentence: "Your death & grief assessment form has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
  earlierBanks: [v2, withoutScales(v2, "death-grief-v1")],
  answersCarryForwardFrom: ["death-grief-v2"],
  // Spec section 2: the grief form's extra card.
  copyrightNotice: true,
});
