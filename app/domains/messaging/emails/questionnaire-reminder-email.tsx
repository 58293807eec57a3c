import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { QuestionnaireReminderKind } from "~/db/tables/reminders";
import { EmailButtonLink, EmailLayout, emailText } from "./email-layout";

export type QuestionnaireReminderEmailProps = {
  kind: QuestionnaireReminderKind;
  /** "Death & Grief": which questionnaire, never anything from the answers. */
  topic: string;
  formUrl: string;
  optOutUrl: string;
};

/** Neutral on purpose: a subject line shows on lock screens and shared inboxes. */
export function questionnaireReminderSubject(kind: QuestionnaireReminderKind): string {
  return kind === "draft-idle" ? "Your questionnaire is waiting where you left it" : "Your questionnaire is ready when you are";
}

const linkStyle = { color: "#2f6f62", textDecoration: "underline" } as const;

/**
 * A gentle nudge about a questionnaire someone paid for and has not sent:
 * not started after one day or three, or a draft left alone for three days.
 * It names the questionnaire, says answers are kept as they go, links to it,
 * and lets them stop these e-mails with one click. Nothing from the answers.
 */
export function QuestionnaireReminderEmail({ kind, topic, formUrl, optOutUrl }: QuestionnaireReminderEmailProps) {
  const started = kind === "draft-idle";
  const subject = questionnaireReminderSubject(kind);
  return (
    <EmailLayout
      title={subject}
      preview={started ? `Your ${topic} answers are saved. Pick up where you left off.` : `Your ${topic} questionnaire is ready to start.`}
    >
      <Text style={emailText.paragraph}>Hello,</Text>
      {started ? (
        <Text style={emailText.paragraph}>
          You began your {topic} questionnaire a few days ago. Everything you wrote is saved, so you can pick up exactly
          where you left off, whenever it suits you.
        </Text>
      ) : (
        <Text style={emailText.paragraph}>
          Your {topic} questionnaire is ready for you. {kind === "not-started-2" ? "There is no rush. " : ""}You can
          answer a few questions at a time. Your answers are saved as you go, so you can stop and come back later.
        </Text>
      )}
      <Text style={emailText.paragraph}>Your report follows within 24 hours of sending your answers.</Text>
      <EmailButtonLink href={formUrl}>{started ? "Continue your questionnaire" : "Start your questionnaire"}</EmailButtonLink>
      <Text style={emailText.paragraph}>
        If something feels too hard right now, please take your time. If you are struggling or feel unsafe, call or text
        988, text HOME to 741741, or call 911.
      </Text>
      <Text style={{ ...emailText.paragraph, fontSize: "14px", lineHeight: "1.5" }}>
        We send only a few of these reminders, and you can stop them at any time:{" "}
        <Link href={optOutUrl} style={linkStyle}>
          Stop questionnaire reminders
        </Link>
      </Text>
    </EmailLayout>
  );
}
