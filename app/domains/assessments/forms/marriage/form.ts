import { defineForm } from "../form-definition";

export const marriageForm = defineForm("marriage", {
  name: "Marriage Assessment",
  description: "Reflect on your relationship, how you connect, and the pressures you face together.",
  sentSentence: "Your marriage report form has been sent.",
  productId: "catharsis",
  reportsOwed: ["catharsis", "root-cause", "therapist-summary"],
});
