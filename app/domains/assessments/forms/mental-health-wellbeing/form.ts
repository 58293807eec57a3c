import { defineForm } from "../form-definition";

export const mentalHealthWellbeingForm = defineForm("mental-health-wellbeing", {
  name: "Mental Health & Wellbeing Assessment",
  description: "Take stock of your mood, energy, relationships and the way you cope with stress.",
  sentSentence: "Your mental health wellbeing assessment has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
});
