import type { LegalDocument } from "./legal-document";

type PrivacyContact = { privacyEmail: string; supportEmail: string };

/**
 * The privacy policy. It describes what the store actually does with data;
 * when that changes (a new processor, a new kind of record), change it here.
 */
export function privacyPolicy(contact: PrivacyContact): LegalDocument {
  const privacyLink = { text: contact.privacyEmail, href: `mailto:${contact.privacyEmail}` };
  return {
    updated: "2026-11-21",
    updatedLabel: "November 21, 2026",
    intro: [
      "Your answers to our questionnaires can be deeply personal. This policy explains, in plain words, what information Catharsis collects, why, who helps us process it, how we protect it, how long we keep it, and how you can get a copy of it or have it deleted.",
    ],
    sections: [
      {
        id: "what-we-collect",
        heading: "What we collect",
        blocks: [
          "We collect only what we need to provide your reports and to answer you:",
          {
            list: [
              [{ strong: "Contact details: " }, "your e-mail address, and your name and phone number if you give them to us (for example in the contact form)."],
              [
                { strong: "Order and payment records: " },
                "what you bought, the price, the date, the e-mail address used at checkout and whether the payment succeeded. Card details are entered on the secure page of our payment processor, Stripe, and handled by them: we never see or store your card number.",
              ],
              [{ strong: "Your account: " }, "your e-mail address and your password, which we store only as a secure hash (we cannot read it), and the sessions that keep you signed in."],
              [{ strong: "Your questionnaire answers: " }, "what you write in an assessment form, and the reports we prepare from it."],
              [{ strong: "Messages: " }, "what you send us through the contact form or by e-mail."],
              [{ strong: "Newsletter: " }, "your e-mail address, if you subscribe. We first send you an e-mail asking you to confirm, and add you to the list only once you do (double opt-in)."],
              [
                { strong: "Technical records: " },
                "your IP address, used briefly to limit abuse (for example, how many messages can be sent from one address in an hour; these counters are deleted after about a day), and stored with each sign-in session until that session ends. Our server logs record basic request details such as the page asked for and the time, but not your IP address, your answers or the text of your messages.",
              ],
            ],
          },
          "Your cart is kept in your own browser's storage until you check out. We use only the cookies the site needs to work, such as the one that keeps you signed in. We do not use advertising or tracking cookies.",
        ],
      },
      {
        id: "why",
        heading: "Why we use it",
        blocks: [
          {
            list: [
              "To take your payment, open your questionnaire and prepare and deliver your reports.",
              "To send the e-mails you expect: receipts, delivery of your reports, replies to your messages, and account messages such as e-mail verification and password resets.",
              "To send the newsletter, only if you subscribed and confirmed your subscription.",
              "To keep the service secure and working, and to meet our legal obligations, such as keeping tax records.",
            ],
          },
          "We never sell your information, and we never share it for anyone's marketing.",
        ],
      },
      {
        id: "processors",
        heading: "Who helps us process it",
        blocks: [
          "A few trusted providers process information on our behalf, only to provide the service, and under agreements that require them to protect it:",
          {
            list: [
              [{ strong: "Payment processor (Stripe): " }, "takes your card payment and tells us whether it succeeded. Stripe receives your card details, your e-mail address and the amount."],
              [{ strong: "E-mail delivery provider: " }, "delivers our e-mails (over SMTP). It receives your e-mail address and the content of the e-mails we send you."],
              [{ strong: "Hosting and database provider: " }, "runs our servers and stores our database, including the encrypted questionnaire answers."],
            ],
          },
          "Your reports are prepared by our team. If we ever use an outside AI service to help draft them, we will name it here before any of your answers is shared with it.",
          "If we ever add a provider that handles personal information, we will list it here before it receives any.",
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        blocks: [
          {
            list: [
              "Every page, form and payment travels over an encrypted connection (TLS).",
              "Your questionnaire answers are encrypted at rest with AES-256-GCM before they are stored.",
              "Passwords are stored only as secure hashes.",
              "Only the people who prepare and review your reports, and who support you, can see your information, and only when they need to.",
            ],
          },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          {
            list: [
              "Your account, questionnaire answers and reports: for as long as you keep your account, so you can find your reports again. When you delete your account, we delete them.",
              "Order and payment records: for as long as tax and accounting law requires (usually seven years), even if you delete your account.",
              "Messages to us: for up to two years after we last hear from you.",
              "A record of the e-mails we send you (address and subject): kept for up to two years.",
              "Abuse-limit counters that include your IP address: about a day. Sign-in sessions, with the IP address they were started from: until the session ends.",
              "Newsletter: until you unsubscribe. Each newsletter has an unsubscribe link that works without signing in.",
              "Server logs: up to 30 days.",
            ],
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Getting a copy of your data, or deleting it",
        blocks: [
          [
            "You can see, correct, download or delete your information at any time. If you have an account, you can download a copy of your data or delete your account from ",
            { text: "your account page", href: "/account" },
            ".",
          ],
          [
            "You can also write to ",
            privacyLink,
            " to ask for a copy of your data, a correction or deletion, even if you bought as a guest. We will answer within 30 days, and may ask you to confirm your e-mail address first, so that nobody else can obtain your information.",
          ],
        ],
      },
      {
        id: "children",
        heading: "Children",
        blocks: ["Catharsis is intended for adults aged 18 and over. We do not knowingly collect information from children."],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: ["If we change how we handle your information, we will update this page and its date. If a change is significant, we will tell you by e-mail before it takes effect."],
      },
      {
        id: "contact",
        heading: "Contact us about privacy",
        blocks: [
          [
            "For any question about your privacy, write to ",
            privacyLink,
            ". For anything else, our support team is at ",
            { text: contact.supportEmail, href: `mailto:${contact.supportEmail}` },
            ".",
          ],
        ],
      },
    ],
  };
}
