/** Questions about paying, asked on the pricing page. */
export const pricingFaq = [
  {
    id: "one-time",
    question: "Is this a subscription?",
    answer: "No. Every price is a one-time payment for the report or bundle you choose. There is nothing to cancel later.",
  },
  {
    id: "topic",
    question: "Why do I choose a topic when I add a report?",
    answer:
      "Catharsis reports are written for one topic: Death & Grief, Depression, Marriage, or Overall Mental Wellbeing. The topic you choose decides which questionnaire opens for you after payment. The Enneagram Report needs no topic.",
  },
  {
    id: "account",
    question: "Do I need an account to buy?",
    answer:
      "No, guest checkout is available. To open your questionnaire afterwards, create an account or sign in with the same e-mail address you used to pay. An account also lets you keep track of your reports.",
  },
  {
    id: "payment",
    question: "How do I pay, and is it secure?",
    answer:
      "You pay by credit or debit card on a secure page run by our card payment provider. We never see or store your card number.",
  },
  {
    id: "delivery",
    question: "When will I receive my report?",
    answer: "Within 24 hours of completing your questionnaire, by e-mail.",
  },
  {
    id: "guarantee",
    question: "What if I am not satisfied?",
    answer: "We offer a 30-day satisfaction guarantee with a full refund. Write to us from the contact page.",
  },
  {
    id: "crisis",
    question: "Is a report right for me if I am in crisis?",
    answer:
      "Our reports support reflection; they are not a diagnosis, not a substitute for professional treatment, and not for emergencies. If you are in crisis, call or text 988, or text HOME to 741741.",
  },
] as const;
