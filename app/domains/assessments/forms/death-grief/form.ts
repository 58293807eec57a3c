import { defineForm } from "../form-definition";

export const deathGriefForm = defineForm("death-grief", {
  name: "Death & Grief Assessment",
  description: "Put words to your loss, the support around you, and the moments that are hardest.",
  sentSentence: "Your death & grief assessment form has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
  // Spec section 2: the grief form's extra card.
  copyrightNotice: true,
});
