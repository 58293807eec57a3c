import { defineForm } from "../form-definition";

export const depressionForm = defineForm("depression", {
  name: "Depression Assessment",
  description: "Describe how you have been feeling, what helps, and what tends to bring you down.",
  sentSentence: "Your depression assessment form has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
});
