import type { ContentBlock } from "~/shared/rich-text";
import { ENNEAGRAM_MINUTES, STOP_AND_COME_BACK, WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";

export type FaqEntry = { id: string; question: string; answer: readonly ContentBlock[] };
export type FaqCategory = { id: string; title: string; entries: readonly FaqEntry[] };

/**
 * The FAQ: four categories of three questions (spec section 2). The privacy
 * address is the configured one, so it is passed in.
 */
export function faqCategories(contact: { privacyEmail: string }): FaqCategory[] {
  return [
    {
      id: "getting-started",
      title: "Getting Started",
      entries: [
        {
          id: "how-it-works",
          question: "How does Catharsis work?",
          answer: [
            "You choose the assessment that fits what you are going through, answer a questionnaire in your own words at your own pace, and receive your personal report by e-mail within 24 hours of finishing it.",
            [
              `Most people take ${WRITTEN_SURVEY_MINUTES} for a written questionnaire, and ${ENNEAGRAM_MINUTES} for the Enneagram. ${STOP_AND_COME_BACK} You can read more on our `,
              { text: "How It Works", href: "/how-it-works" },
              " page.",
            ],
          ],
        },
        {
          id: "guest-checkout",
          question: "Do I need an account to buy a report?",
          answer: [
            "No. Guest checkout is available: you only need an e-mail address to pay.",
            "To open your questionnaire afterwards, you create an account (or sign in) with that same e-mail address. An account also lets you follow your progress and find your reports again later, so we recommend one.",
          ],
        },
        {
          id: "which-assessment",
          question: "Which assessment should I start with?",
          answer: [
            "Start with the topic that weighs on you most right now: Death & Grief, Depression, Marriage, or Overall Mental Wellbeing. If you are unsure, the Overall Mental Wellbeing survey is a gentle, broad place to begin.",
            ["You can compare every option on our ", { text: "Services", href: "/services" }, " page, or write to us and we will gladly help you choose."],
          ],
        },
      ],
    },
    {
      id: "services-reports",
      title: "Services & Reports",
      entries: [
        {
          id: "delivery",
          question: "When will I receive my report?",
          answer: [
            "Your report arrives by e-mail within 24 hours of completing your questionnaire. If it has not arrived by then, please check your spam folder and then contact us.",
          ],
        },
        {
          id: "report-contents",
          question: "What is in a report?",
          answer: [
            "A Catharsis report is 10 pages or more. It reflects on what you shared, highlights the patterns that stand out, and gives you a 72-hour action plan and a therapist handoff section.",
            {
              list: [
                "Root Cause Analysis: 8-10 pages with a 90-day plan.",
                "Therapist Summary: 4-6 pages plus a one-page clinician brief.",
                "Enneagram Report: your type, motivations, fears and ways to grow.",
              ],
            },
          ],
        },
        {
          id: "not-a-diagnosis",
          question: "Is a report a diagnosis or a treatment?",
          answer: [
            "No. Our reports are tools for self-reflection. They are not a diagnosis and not a substitute for professional medical or psychological treatment. Many clients share them with a therapist or doctor.",
            "They are also not for crisis situations. If you are thinking about harming yourself, call or text 988, text HOME to 741741, or call 911 in an emergency.",
          ],
        },
      ],
    },
    {
      id: "privacy-security",
      title: "Privacy & Security",
      entries: [
        {
          id: "protection",
          question: "How do you protect my information?",
          answer: [
            "Your questionnaire answers are encrypted in transit and at rest: every page and form travels over an encrypted (TLS) connection, and your answers are encrypted with AES-256-GCM before they are stored. Card details go straight to our payment processor; we never see your card number.",
          ],
        },
        {
          id: "sharing",
          question: "Do you share my data with anyone?",
          answer: [
            "We never sell your data or share it for marketing. We share only what is essential with the providers who help us run the service, such as our payment processor and our e-mail delivery provider.",
            ["Our ", { text: "Privacy Policy", href: "/privacy" }, " lists them and explains what each one receives."],
          ],
        },
        {
          id: "your-data",
          question: "Can I see, change or delete my data?",
          answer: [
            [
              "Yes. You can access, update or delete your data at any time by writing to ",
              { text: contact.privacyEmail, href: `mailto:${contact.privacyEmail}` },
              ". If you have an account, you can also download or delete your data from ",
              { text: "your account page", href: "/account" },
              ".",
            ],
          ],
        },
      ],
    },
    {
      id: "billing-support",
      title: "Billing & Support",
      entries: [
        {
          id: "payment",
          question: "How do I pay?",
          answer: [
            "You pay once, by major credit or debit card, through our secure card payment provider. There is no subscription and nothing renews.",
          ],
        },
        {
          id: "guarantee",
          question: "What if I am not satisfied?",
          answer: [
            "Every purchase comes with a 30-day satisfaction guarantee. If your report does not help you, contact us within 30 days and we will give you a full refund.",
          ],
        },
        {
          id: "support-times",
          question: "How quickly will support reply?",
          answer: [
            "We typically reply within 24 hours on business days. If you write on a Sunday or a public holiday, we answer on the next business day.",
          ],
        },
      ],
    },
  ];
}
