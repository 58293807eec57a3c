/** The Help Center (spec section 2): three ways to reach us, four topic lists. */
export type SupportCard = {
  id: string;
  title: string;
  description: string;
  responseTime: string;
  /** An e-mail address, or the path of a page. */
  contact: string;
  /** Completes "Get Help" for screen readers, where several such buttons sit side by side. */
  actionContext: string;
};

export type HelpTarget = { kind: "mail"; href: string } | { kind: "page"; to: string };

/** "Get Help" writes an e-mail when the contact is an address, and opens the page otherwise. */
export function helpTarget(contact: string): HelpTarget {
  return contact.includes("@") ? { kind: "mail", href: `mailto:${contact}` } : { kind: "page", to: contact };
}

export function supportCards(contact: { supportEmail: string }): SupportCard[] {
  return [
    {
      id: "email",
      title: "Email Support",
      description: "Write to us about anything: your order, your questionnaire or your report.",
      responseTime: "Response within 24 hours",
      contact: contact.supportEmail,
      actionContext: "by e-mail",
    },
    {
      id: "contact-form",
      title: "Contact Form",
      description: "Send us a message through our contact page, with your order details if you have them.",
      responseTime: "Response within 24 hours",
      contact: "/contact",
      actionContext: "with the contact form",
    },
    {
      id: "faq",
      title: "FAQ",
      description: "Quick answers to the questions we hear most often.",
      responseTime: "Instant answers",
      contact: "/faq",
      actionContext: "in the FAQ",
    },
  ];
}

export type HelpTopic = { id: string; title: string; items: readonly string[] };

export const helpTopics: readonly HelpTopic[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    items: [
      "Choosing the assessment that fits you",
      "How the questionnaire works and how long it takes",
      "Buying as a guest or with an account",
      "What happens after you pay",
    ],
  },
  {
    id: "account-billing",
    title: "Account & Billing",
    items: [
      "Creating an account and signing in",
      "Resetting a forgotten password",
      "Payment by credit or debit card, and your receipt",
      "Our 30-day satisfaction guarantee",
    ],
  },
  {
    id: "privacy-security",
    title: "Privacy & Security",
    items: [
      "How we protect your answers",
      "Who can see your information",
      "Downloading a copy of your data",
      "Deleting your account and your data",
    ],
  },
  {
    id: "using-reports",
    title: "Using Your Reports",
    items: [
      "Reading your report and its action plan",
      "Making a start on your 72-hour action plan",
      "Sharing your report with a therapist or doctor",
      "Knowing when to seek professional help",
    ],
  },
];
