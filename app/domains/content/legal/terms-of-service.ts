import type { LegalDocument } from "./legal-document";

/** The Terms of Service: the four sections the spec names. */
export function termsOfService(contact: { supportEmail: string }): LegalDocument {
  return {
    updated: "2026-11-21",
    updatedLabel: "November 21, 2026",
    intro: [
      [
        "These terms explain the agreement between you and Catharsis when you use our website and reports. Please read them carefully. If anything is unclear, write to us at ",
        { text: contact.supportEmail, href: `mailto:${contact.supportEmail}` },
        ".",
      ],
    ],
    sections: [
      {
        id: "acceptance",
        heading: "Acceptance of Terms",
        blocks: [
          "By using the Catharsis website or buying a report, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.",
          "We may update these terms from time to time. The date at the top of this page shows the latest version. If you keep using the service after a change, the updated terms apply.",
        ],
      },
      {
        id: "service-description",
        heading: "Service Description",
        blocks: [
          "Catharsis provides personalized self-reflection reports prepared from your questionnaire answers with the help of AI and reviewed before delivery: Catharsis reports, Root Cause Analysis, Enneagram reports and Therapist Summaries, alone or in bundles. You pay once for each report; there is no subscription. Reports are delivered by e-mail, normally within 24 hours of completing a questionnaire.",
          [
            { strong: "Our reports are for self-reflection and education. " },
            "They are not a diagnosis, not medical or psychological treatment, and not a substitute for care from a qualified professional. They are not for crisis situations: if you are in danger or thinking about harming yourself, call 911 or your local emergency number, call or text 988, or text HOME to 741741.",
          ],
          "Every purchase comes with a 30-day satisfaction guarantee: if you are not satisfied, contact us within 30 days for a full refund.",
        ],
      },
      {
        id: "user-responsibilities",
        heading: "User Responsibilities",
        blocks: [
          "When you use Catharsis, you agree to:",
          {
            list: [
              "give accurate and truthful information in your questionnaires and at checkout, because your report can only be as helpful as the answers it is based on;",
              "keep your account password private, and tell us if you think someone else has used your account;",
              "not use the service for anything unlawful, and not do anything that could damage, overload or impair the service or interfere with anyone else's use of it;",
              "use reports for your own personal purposes, which include sharing them with your own therapist, doctor or other healthcare providers.",
            ],
          },
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "Limitation of Liability",
        blocks: [
          "The service and the reports are provided \"as is\" and \"as available\". We work hard to make them careful and accurate, but we cannot guarantee that a report is complete, error-free or right for your situation.",
          "Please consult qualified professionals (a doctor, therapist, counselor, lawyer or financial adviser) before making important decisions about your health, relationships or finances. To the fullest extent the law allows, Catharsis is not liable for decisions made or actions taken on the basis of a report, or for indirect or consequential losses. Nothing in these terms limits any right you have under consumer law that cannot be limited.",
        ],
      },
    ],
  };
}
